/** The contact page's channels (business, media, investors, careers), their addresses as links. */
import { useId } from 'react';
import type { ContentBlock } from '@site/shared-contracts';
import { useCopy } from '../copy/copy';
import { LinkedText } from './linked-text';

export function ContactChannels({ channels }: { channels: readonly ContentBlock[] }) {
  const copy = useCopy().contact;
  const headingId = useId();
  if (channels.length === 0) return null;
  return (
    <section className="join-channels" aria-labelledby={headingId}>
      <h2 id={headingId} className="kit-section-title">
        {copy.channelsHeading}
      </h2>
      <div className="join-channels__grid">
        {channels.map((channel) => (
          <section key={channel.title} className="join-channel">
            <h3 className="join-channel__title">{channel.title}</h3>
            <p className="join-channel__text">
              <LinkedText text={channel.text} />
            </p>
          </section>
        ))}
      </div>
    </section>
  );
}
