import { backStepOf, type NavigationHistory } from './back-step';

const ORIGIN = 'https://www.example.cn';

function historyOf(entries: { url: string | null; sameDocument: boolean }[], index: number): NavigationHistory {
  return { currentEntry: { index }, entries: () => entries };
}

describe('backStepOf', () => {
  it('goes back in the document when the step before is of the same document', () => {
    const history = historyOf(
      [
        { url: `${ORIGIN}/en/product/DataAnalysis`, sameDocument: true },
        { url: `${ORIGIN}/en/product/view/44`, sameDocument: true },
      ],
      1,
    );
    expect(backStepOf(history, ORIGIN)).toEqual({ kind: 'in-document' });
  });

  it('names the earlier address when the step before is another document of the site', () => {
    const history = historyOf(
      [
        { url: `${ORIGIN}/en/product/DataAnalysis?from=menu`, sameDocument: false },
        { url: `${ORIGIN}/en/product/view/44`, sameDocument: true },
      ],
      1,
    );
    const step = backStepOf(history, ORIGIN);
    expect(step.kind === 'other-document' && `${step.url.pathname}${step.url.search}`).toBe(
      '/en/product/DataAnalysis?from=menu',
    );
  });

  it('has no step back when the page is the first of the site in this tab', () => {
    expect(backStepOf(historyOf([{ url: `${ORIGIN}/product/view/13`, sameDocument: true }], 0), ORIGIN)).toEqual({
      kind: 'none',
    });
  });

  it('never names an address of another site', () => {
    const history = historyOf(
      [
        { url: 'https://elsewhere.example/product', sameDocument: false },
        { url: `${ORIGIN}/product/view/13`, sameDocument: true },
      ],
      1,
    );
    expect(backStepOf(history, ORIGIN)).toEqual({ kind: 'none' });
  });

  it('goes back when the earlier entry hides its address', () => {
    const history = historyOf(
      [
        { url: null, sameDocument: false },
        { url: `${ORIGIN}/product/view/13`, sameDocument: true },
      ],
      1,
    );
    expect(backStepOf(history, ORIGIN)).toEqual({ kind: 'in-document' });
  });

  it('goes back as before where the browser has no Navigation API', () => {
    expect(backStepOf(undefined, ORIGIN)).toEqual({ kind: 'in-document' });
  });
});
