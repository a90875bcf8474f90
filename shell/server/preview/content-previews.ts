/**
 * The content preview on this server (decision 073): the one `npm run content -- preview` stored
 * in the content database, loaded once per preview into a content API of its own on an in-memory
 * SQLite database (openContentPreviewApi). Each use asks the database which preview is current,
 * so a new or discarded preview is noticed on the next preview request, on every server; the one
 * loaded before is closed then.
 */
import {
  contentPreviewSnapshot,
  currentContentPreview,
  openContentPreviewApi,
  type ContentApiConfig,
  type ContentDb,
  type ContentPreview,
} from '@site/content-api';
import type { FastifyInstance } from 'fastify';
import { createShellReadPass, inProcessContent } from '../content-source';
import { createPageContent, type PageContent } from '../page-content';

/** A loaded preview: its API (for /api requests) and what its documents read. */
export interface ContentPreviewView {
  id: string;
  api: FastifyInstance;
  pageContent: PageContent;
}

/** The document requests answered from a content preview: their answers go out `private, no-store`. */
const previewedRequests = new WeakSet<object>();
export const markContentPreviewed = (request: object): void => void previewedRequests.add(request);
export const isContentPreviewed = (request: object): boolean => previewedRequests.has(request);

/** How long a replaced preview's API stays open for the requests already answering from it. */
const CLOSE_AFTER_MS = 30_000;

export class ContentPreviews {
  private loaded: { id: string; view: Promise<ContentPreviewView | null> } | null = null;

  constructor(
    private readonly db: ContentDb,
    private readonly config: ContentApiConfig,
    /** Hears a preview that could not be loaded: its browsers see the live content. */
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /** The preview current in the database, or null. */
  current(): Promise<ContentPreview | null> {
    return currentContentPreview(this.db, this.now());
  }

  /** The preview `id` while it is the current one, loaded on first use; null otherwise. */
  async open(id: string): Promise<ContentPreviewView | null> {
    const current = await this.current();
    if (current?.id !== id) {
      if (this.loaded && this.loaded.id !== current?.id) this.drop();
      return null;
    }
    if (this.loaded?.id !== id) {
      this.drop();
      this.loaded = { id, view: this.load(id) };
    }
    return this.loaded.view;
  }

  /** Closes the loaded preview. */
  async close(): Promise<void> {
    const view = await this.loaded?.view;
    this.loaded = null;
    await view?.api.close();
  }

  private drop(): void {
    const loaded = this.loaded;
    this.loaded = null;
    if (!loaded) return;
    // Requests already answering from it (a document reads several answers) finish first.
    setTimeout(() => void loaded.view.then((view) => view?.api.close()), CLOSE_AFTER_MS).unref();
  }

  private async load(id: string): Promise<ContentPreviewView | null> {
    try {
      const snapshot = await contentPreviewSnapshot(this.db, id, this.now());
      if (snapshot === null) return null;
      const api = await openContentPreviewApi(snapshot, this.config, this.now);
      return { id, api, pageContent: createPageContent(inProcessContent(api, createShellReadPass())) };
    } catch (error) {
      this.onError(error);
      // Tried again on the next request.
      if (this.loaded?.id === id) this.loaded = null;
      return null;
    }
  }
}
