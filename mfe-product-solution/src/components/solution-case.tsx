/** The static case study of a solution field: titled blocks (partner, background, solution, results). */
import type { ProductSolutionCopy } from '../copy/copy';
import { useCopy } from '../copy/copy';

export function SolutionCase({ story }: { story: ProductSolutionCopy['cases']['bank'] }) {
  const copy = useCopy();
  return (
    <section className="ps-case" aria-labelledby="ps-case-title">
      <h2 className="kit-section-title" id="ps-case-title">
        {copy.solution.caseTitle}
      </h2>
      <p className="ps-case__title">{story.title}</p>
      <dl className="ps-case__blocks">
        {story.blocks.map((block) => (
          <div key={block.title} className="ps-case__block">
            <dt className="ps-case__block-title">{block.title}</dt>
            <dd className="ps-case__block-text">{block.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
