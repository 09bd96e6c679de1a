/**
 * The Contact Us form's rules, and the suggestion text it is sent as (decision 031: the API keeps
 * suggestions as one text, so the sender's name and email lead the message). One copy for the
 * storefront's form and the API's handling of it posted without JavaScript (decision 054).
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Leaves room for the name and email lines within the API's 2,000 characters per suggestion. */
export const MESSAGE_MAX = 1500;

export type ContactFields = { name: string; email: string; message: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, in the words shown under it; empty when the form may be sent. */
export function contactErrors({ name, email, message }: ContactFields): Partial<ContactFields> {
  const errors: Partial<ContactFields> = {};
  if (!name.trim()) errors.name = 'Please enter your name.';
  else if (name.trim().length > NAME_MAX)
    errors.name = `A name can be at most ${NAME_MAX} characters.`;
  if (!email.trim()) errors.email = 'Please enter your email address, so we can answer you.';
  else if (email.trim().length > EMAIL_MAX || !EMAIL_SHAPE.test(email.trim()))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!message.trim()) errors.message = 'Please write your message.';
  else if (message.trim().length > MESSAGE_MAX)
    errors.message = `A message can be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`;
  return errors;
}

/** The suggestion a contact message is stored as: who sent it, then what they wrote. */
export function contactSuggestion({ name, email, message }: ContactFields): string {
  return `Contact form message\nFrom: ${name.trim()} <${email.trim()}>\n\n${message.trim()}`;
}
