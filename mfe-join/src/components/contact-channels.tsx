/** The contact page's channels (business, media, investors, careers), their addresses as links. */
import type { ContentBlock } from '@site/shared-contracts';
import { TitledSection } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { LinkedText } from './linked-text';

export function ContactChannels({ channels }: { channels: readonly ContentBlock[] }) {
  const copy = useCopy().contact;
  if (channels.length === 0) return null;
  return (
    <TitledSection title={copy.channelsHeading} className="join-channels">
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
    </TitledSection>
  );
}
