/**
 * What one item's files must be: the kind's schema (no unknown field, every required one, the
 * right types), media paths that name files the API has, rich text that the sanitizer leaves as
 * it is, and schedule times with a zone, unpublishAt after publishAt. Every problem is reported,
 * not only the first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_PATH_KEYWORD, RICH_TEXT_KEYWORD } from '@site/shared-contracts';
import type { TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { canonicalHtml, RICH_TEXT_TAGS, sanitizeRichText } from '../lib/sanitize';
import type { ContentItem, ContentKind } from './kinds';
import { parseScheduleTime, SCHEDULE_TIME_KEYWORD, scheduleOrderProblem } from './schedule';

/** One thing wrong with the content: the file (relative to the content folder), the field, what. */
export interface ContentProblem {
  file: string;
  field?: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return problem.field
    ? `${problem.file}: ${problem.field}: ${problem.message}`
    : `${problem.file}: ${problem.message}`;
}

const MEDIA_URL_PREFIX = '/api/media/';
const MEDIA_PATH = /^\/api\/media\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.[a-z0-9]+$/;

/** Why a media path does not name a file under the media folder, or null when it does. */
export function mediaPathProblem(mediaRoot: string, value: string): string | null {
  if (!MEDIA_PATH.test(value) || value.split('/').includes('..')) {
    return `"${value}" is not a media path (${MEDIA_URL_PREFIX}<folder>/<file>)`;
  }
  const file = path.join(mediaRoot, value.slice(MEDIA_URL_PREFIX.length));
  return fs.existsSync(file) ? null : `no media file ${value} (media files are in content-api/media/)`;
}

/** Where two texts first differ, as a short excerpt of the first. */
export function excerptAtDifference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  const excerpt = expected.slice(Math.max(0, at - 20), at + 60).replace(/\s+/g, ' ');
  return `${at > 20 ? '…' : ''}${excerpt}${at + 60 < expected.length ? '…' : ''}`;
}

/** Why rich text cannot be imported as it is, or null: sanitizing must change nothing, images must exist. */
export function richTextProblem(mediaRoot: string, html: string): string | null {
  const canonical = canonicalHtml(html);
  const sanitized = sanitizeRichText(html);
  if (sanitized !== canonical) {
    return (
      `sanitizing would change the markup near "${excerptAtDifference(canonical, sanitized)}" ` +
      `(allowed: ${RICH_TEXT_TAGS.join(', ')}; links on the site, mailto: and tel:; images from ${MEDIA_URL_PREFIX})`
    );
  }
  for (const [, src = ''] of sanitized.matchAll(/<img [^>]*src="([^"]*)"/g)) {
    const problem = mediaPathProblem(mediaRoot, src);
    if (problem) return `image ${problem}`;
  }
  return null;
}

/** A copy of a schema in which no object takes fields it does not declare. */
function closed(schema: TSchema): TSchema {
  if (Array.isArray(schema)) return schema.map(closed) as unknown as TSchema;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(schema)) {
    copy[name] = value !== null && typeof value === 'object' ? closed(value as TSchema) : value;
  }
  if (copy.type === 'object' && copy.properties) copy.additionalProperties = false;
  return copy as TSchema;
}

/** "features[0].title" from "/features/0/title". */
function fieldOf(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

/** Ajv's errors as problems: one per field, the alternatives of an enumeration as one list. */
function problemsOf(errors: readonly ErrorObject[], fileOf: (field: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const allowedAt = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword === 'const') {
      const list = allowedAt.get(error.instancePath) ?? [];
      list.push(String(error.params.allowedValue));
      allowedAt.set(error.instancePath, list);
    }
  }
  for (const error of errors) {
    let field = fieldOf(error.instancePath);
    let message = error.message ?? 'is not valid';
    if (error.keyword === 'const') continue;
    if (error.keyword === 'anyOf' && allowedAt.has(error.instancePath)) {
      message = `must be one of ${allowedAt.get(error.instancePath)?.join(', ')}`;
    } else if (error.keyword === 'additionalProperties') {
      field = [field, String(error.params.additionalProperty)].filter(Boolean).join('.');
      message = 'unknown field';
    } else if (error.keyword === 'required') {
      field = [field, String(error.params.missingProperty)].filter(Boolean).join('.');
      message = 'missing';
    }
    problems.push({ file: fileOf(field), field: field || undefined, message });
  }
  return problems;
}

export interface ItemChecker {
  /** The problems of one item; `fileOf` names the file a field is in (its JSON, or the HTML beside it). */
  check(kind: ContentKind, item: ContentItem, fileOf: (field: string) => string): ContentProblem[];
}

/** One checker per media folder and process: compiling the kinds' schemas costs more than checking. */
const checkers = new Map<string, ItemChecker>();

export function itemCheckerFor(mediaRoot: string): ItemChecker {
  let checker = checkers.get(mediaRoot);
  if (!checker) {
    checker = createItemChecker(mediaRoot);
    checkers.set(mediaRoot, checker);
  }
  return checker;
}

type KeywordCheck = ((schema: unknown, value: string) => boolean) & { errors?: Partial<ErrorObject>[] };

/** An Ajv keyword's check that reports its own message. */
function keywordCheck(keyword: string, problemOf: (value: string) => string | null): KeywordCheck {
  const check: KeywordCheck = (_schema, value) => {
    const problem = problemOf(value);
    check.errors = problem === null ? undefined : [{ keyword, message: problem, params: {} }];
    return problem === null;
  };
  return check;
}

function createItemChecker(mediaRoot: string): ItemChecker {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // Items share their images: each path is looked up once per process (media files ship with the code).
  const mediaProblems = new Map<string, string | null>();
  const mediaProblem = (value: string) => {
    let problem = mediaProblems.get(value);
    if (problem === undefined) {
      problem = mediaPathProblem(mediaRoot, value);
      mediaProblems.set(value, problem);
    }
    return problem;
  };
  ajv.addKeyword({
    keyword: MEDIA_PATH_KEYWORD,
    type: 'string',
    errors: true,
    validate: keywordCheck(MEDIA_PATH_KEYWORD, mediaProblem),
  });
  ajv.addKeyword({
    keyword: RICH_TEXT_KEYWORD,
    type: 'string',
    errors: true,
    validate: keywordCheck(RICH_TEXT_KEYWORD, (value) => richTextProblem(mediaRoot, value)),
  });
  ajv.addKeyword({
    keyword: SCHEDULE_TIME_KEYWORD,
    type: 'string',
    errors: true,
    validate: keywordCheck(SCHEDULE_TIME_KEYWORD, (value) => {
      const parsed = parseScheduleTime(value);
      return 'problem' in parsed ? parsed.problem : null;
    }),
  });
  const validators = new Map<ContentKind, ValidateFunction>();
  return {
    check(kind, item, fileOf) {
      let validate = validators.get(kind);
      if (!validate) {
        validate = ajv.compile(closed(kind.schema));
        validators.set(kind, validate);
      }
      const problems = validate(item) ? [] : problemsOf(validate.errors ?? [], fileOf);
      const order = scheduleOrderProblem(item);
      if (order) problems.push({ file: fileOf('unpublishAt'), field: 'unpublishAt', message: order });
      return problems;
    },
  };
}
