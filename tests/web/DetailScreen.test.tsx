import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DetailField } from '../../web/components/DetailField.tsx';
import { DetailScreen } from '../../web/components/DetailScreen.tsx';

const renderDetail = (loaded: boolean) => {
  const location = memoryLocation({ path: '/hosts/h1', record: true });
  const screen = render(
    <Router hook={location.hook}>
      <DetailScreen title="Host Detail" closeTo="/hosts">
        {loaded && <DetailField label="Email" value="ali@venue.example" />}
      </DetailScreen>
    </Router>,
  );
  return { location, screen };
};

test('says it is loading until the record is there', async () => {
  await renderDetail(false).screen;
  await expect.element(page.getByRole('heading', { name: 'Host Detail' })).toBeVisible();
  await expect.element(page.getByRole('status')).toHaveTextContent('Loading...');
});

test('shows the labelled fields, and Close goes back to the list', async () => {
  const { location, screen } = renderDetail(true);
  await screen;
  await expect.element(page.getByText('Email ali@venue.example')).toBeVisible();
  await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Close' }).click();
  expect(location.history?.at(-1)).toBe('/hosts');
});
