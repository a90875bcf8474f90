/**
 * The send button of a position (SPEC.md §1, §2): a link styled as a button that opens the
 * visitor's mail program, addressed to the position's email, the subject naming the position and
 * its id. A plain mailto: link works without JavaScript and leaves the visitor's data on their side.
 */
import { useId } from 'react';
import { fill } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';

/** "mailto:hr@example.com?subject=…": each part percent-encoded (RFC 6068), spaces as %20. */
export function applicationMailto(email: string, title: string, id: number): string {
  const address = email.trim().split('@').map(encodeURIComponent).join('@');
  return `mailto:${address}?subject=${encodeURIComponent(`${title} (${id})`)}`;
}

export interface SendButtonProps {
  email: string;
  title: string;
  id: number;
}

export function SendButton({ email, title, id }: SendButtonProps) {
  const copy = useCopy().position;
  const hintId = useId();
  return (
    <div className="join-send">
      <a className="join-send__button" href={applicationMailto(email, title, id)} aria-describedby={hintId}>
        {copy.send}
      </a>
      <p className="join-send__hint" id={hintId}>
        {fill(copy.sendHint, { email })}
      </p>
    </div>
  );
}
