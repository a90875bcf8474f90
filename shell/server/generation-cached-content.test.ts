/**
 * The live content's answers kept per content generation (decision 079): read once per generation,
 * read again as soon as the generation moves (an import, a scheduled boundary), failures never
 * kept, and bounded whatever queries visitors make up.
 */
import fc from 'fast-check';
import type { EndpointPath } from '@site/shared-contracts';
import { generationCachedContent, type ContentAnswer, type ContentQuery, type ContentSource } from './content-source';

const NAVIGATION = '/api/web/navigation' as EndpointPath;

/** A source that counts its reads and answers what `answer` says. */
function countingSource(answer: (path: string, query: ContentQuery, read: number) => ContentAnswer<EndpointPath>) {
  const reads: string[] = [];
  const source: ContentSource = {
    get(path, query) {
      reads.push(`${path} ${JSON.stringify(query)}`);
      return Promise.resolve(answer(path, query, reads.length) as ContentAnswer<typeof path>);
    },
  };
  return { source, reads };
}

const ok = (data: unknown) => ({ ok: true, data }) as ContentAnswer<EndpointPath>;

describe('generationCachedContent', () => {
  it('reads an answer once per generation and gives every document of it the same answer', async () => {
    const { source, reads } = countingSource((path, query, read) => ok({ read }));
    const generation = { current: 3 };
    const cached = generationCachedContent(source, generation);
    const [first, concurrent] = await Promise.all([
      cached.get(NAVIGATION, { languageType: 1 }),
      cached.get(NAVIGATION, { languageType: 1 }),
    ]);
    const later = await cached.get(NAVIGATION, { languageType: 1 });
    expect(reads).toHaveLength(1);
    expect(concurrent).toBe(first);
    expect(later).toBe(first);
    // Another query is another answer.
    await cached.get(NAVIGATION, { languageType: 2 });
    expect(reads).toHaveLength(2);
  });

  it('reads again as soon as the generation moves: an import or a scheduled boundary is live on the next document', async () => {
    const { source, reads } = countingSource((path, query, read) => ok({ read }));
    const generation = { current: 3 };
    const cached = generationCachedContent(source, generation);
    expect(await cached.get(NAVIGATION, { languageType: 1 })).toEqual(ok({ read: 1 }));
    generation.current = 3.5;
    expect(await cached.get(NAVIGATION, { languageType: 1 })).toEqual(ok({ read: 2 }));
    generation.current = 4;
    expect(await cached.get(NAVIGATION, { languageType: 1 })).toEqual(ok({ read: 3 }));
    expect(reads).toHaveLength(3);
  });

  it('keeps no failure: the next document reads again', async () => {
    const failing = countingSource((path, query, read) =>
      read === 1 ? { ok: false, status: 502, reason: 'down' } : ok({ read }),
    );
    const cached = generationCachedContent(failing.source, { current: 1 });
    expect(await cached.get(NAVIGATION, { languageType: 1 })).toMatchObject({ ok: false, status: 502 });
    expect(await cached.get(NAVIGATION, { languageType: 1 })).toEqual(ok({ read: 2 }));

    let calls = 0;
    const throwing = generationCachedContent(
      {
        get: () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new Error('broken')) : Promise.resolve(ok({ calls }));
        },
      } as ContentSource,
      { current: 1 },
    );
    await expect(throwing.get(NAVIGATION, {})).rejects.toThrow('broken');
    expect(await throwing.get(NAVIGATION, {})).toEqual(ok({ calls: 2 }));
  });

  it('keeps at most its bound, least recently used out, under a flood of made-up queries', async () => {
    const { source, reads } = countingSource((path, query, read) => ok({ read }));
    const cached = generationCachedContent(source, { current: 1 }, 4);
    await cached.get(NAVIGATION, { id: 'kept' });
    for (let flood = 0; flood < 3; flood += 1) await cached.get(NAVIGATION, { id: `flood-${flood}` });
    // Used again: the least recently used is now flood-0.
    await cached.get(NAVIGATION, { id: 'kept' });
    await cached.get(NAVIGATION, { id: 'flood-3' });
    const before = reads.length;
    await cached.get(NAVIGATION, { id: 'kept' });
    expect(reads).toHaveLength(before);
    await cached.get(NAVIGATION, { id: 'flood-0' });
    expect(reads).toHaveLength(before + 1);
  });

  it('never gives one query the answer of another, whatever bytes the queries hold', async () => {
    // As a request's query: every value is sent as text.
    const value = fc.string({ unit: 'binary' });
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), value, { maxKeys: 3 }),
        fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), value, { maxKeys: 3 }),
        async (first, second) => {
          const echo = generationCachedContent(
            { get: (path, query) => Promise.resolve(ok(query) as ContentAnswer<typeof path>) },
            { current: 1 },
          );
          const a = await echo.get(NAVIGATION, first);
          const b = await echo.get(NAVIGATION, second);
          expect(a).toEqual(ok(first));
          expect(b).toEqual(ok(second));
        },
      ),
      { seed: 79, numRuns: 100 },
    );
  });
});
