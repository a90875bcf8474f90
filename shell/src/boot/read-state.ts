import { INITIAL_STATE_ELEMENT_ID, type InitialState } from '@site/shared-contracts';

/** The state the shell server embedded in the document. */
export function readInitialState(doc: Document = document): InitialState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`The document has no #${INITIAL_STATE_ELEMENT_ID}`);
  return JSON.parse(element.textContent) as InitialState;
}
