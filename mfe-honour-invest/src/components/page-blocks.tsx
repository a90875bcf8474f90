/** The key points of a company page (page/detail `blocks`), side by side under its summary. */
import type { ContentBlock } from '@site/shared-contracts';

export function PageBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <ul className="honour-blocks">
      {blocks.map((block) => (
        <li key={block.title} className="honour-blocks__item">
          <h3 className="honour-blocks__title">{block.title}</h3>
          <p className="honour-blocks__text">{block.text}</p>
        </li>
      ))}
    </ul>
  );
}
