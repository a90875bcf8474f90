/**
 * Contact copy with its email addresses and phone numbers as mailto: and tel: links, so a
 * visitor on a phone can write or call with one tap.
 */
import type { ReactNode } from 'react';

const CONTACT_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:400|0\d{2,3})-\d{3,4}-?\d{4})/g;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The text in pieces: plain strings, and links for each address and number. */
export function linkContacts(text: string): ReactNode[] {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACT_PATTERN)) {
    const [found, email] = match;
    const start = match.index ?? 0;
    if (start > last) pieces.push(text.slice(last, start));
    pieces.push(
      <a key={start} href={email ? mailtoHref(found) : telHref(found)}>
        {found}
      </a>,
    );
    last = start + found.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

export function LinkedText({ text }: { text: string }) {
  return <>{linkContacts(text)}</>;
}
