import { useState } from 'react';
import { useLocation } from 'wouter';
import { newsletterEmailFormSchema, type NewsletterEmailForm } from '#domain/schemas/newsletter';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { randomKey } from '../../../lib/randomKey.ts';
import { useForm } from '../../../lib/useForm.ts';
import { useDraftStart } from '../../../lib/useUnsavedForm.ts';
import { sendNewsletter } from '../api.ts';

/**
 * The send-email form (§2.14, §5): Subject and Message with the spec's messages under them. One
 * idempotency key per newsletter written: sending the same text again (a double press, a retry)
 * returns the campaign already made. On success the campaigns show its progress.
 */
export function SendEmail() {
  const [, navigate] = useLocation();
  const initial = { subject: '', message: '' };
  const { values, field, submit, busy } = useForm(newsletterEmailFormSchema, useDraftStart(initial));
  // The key of each text sent from this form: the same newsletter again reuses its key.
  const [keys] = useState(() => new Map<string, string>());
  const send = async (form: NewsletterEmailForm) => {
    const text = JSON.stringify(form);
    const key = keys.get(text) ?? randomKey();
    keys.set(text, key);
    await sendNewsletter(form, key);
    navigate('/newsletters/campaigns');
  };
  return (
    <FormScreen title="Send Email" submitLabel="Send" onSubmit={submit(send)} busy={busy} cancelTo="/newsletters" unsaved={{ values, initial }}>
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={10} {...field('message')} />
    </FormScreen>
  );
}
