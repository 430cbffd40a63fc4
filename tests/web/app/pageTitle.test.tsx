import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { usePageTitle } from '../../../web/app/usePageTitle.ts';
import { LoginPage } from '../../../web/features/auth/components/LoginPage.tsx';
import { NotFoundPage } from '../../../web/features/errors/NotFoundPage.tsx';

let show: (screen: 'login' | 'missing' | 'none') => void = () => {};

function Console() {
  usePageTitle();
  const [screen, setScreen] = useState<'login' | 'missing' | 'none'>('login');
  show = setScreen;
  return screen === 'login' ? <LoginPage /> : screen === 'missing' ? <NotFoundPage /> : <p>No heading here</p>;
}

test('the tab is named after the screen’s heading, and follows it as the screen changes', async () => {
  await render(<Console />);
  await expect.poll(() => document.title).toBe('Admin Login · Venue Back-Office');
  show('missing');
  await expect.poll(() => document.title).toBe('PAGE NOT FOUND · Venue Back-Office');
  show('none');
  await expect.poll(() => document.title).toBe('Venue Back-Office');
});
