import type { FastifyError } from 'fastify';
import { ERROR_CODES, type ErrorEnvelope } from '@site/shared-contracts';

/** A request for something the backend does not have: HTTP 404 with a message saying what. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** A query that is well-formed but does not make sense: HTTP 400 naming the parameter. */
export class BadParameterError extends Error {
  readonly statusCode = 400;
  constructor(parameter: string, problem: string) {
    super(`Invalid query parameter "${parameter}": ${problem}`);
  }
}

interface AjvError {
  instancePath?: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The declared parameter an error is about: a name from the endpoint's schema, never from the request. */
function parameterOf(error: AjvError): string {
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return (error.instancePath ?? '').replace(/^\//, '').split('/')[0] || 'query';
}

/**
 * One clear sentence from Ajv's errors, naming the first declared parameter that failed. An
 * unknown parameter is not named: its name is the request's text, and an answer never echoes
 * input (issue 27); the sentence lists the parameters the endpoint takes instead.
 */
export function describeValidationErrors(errors: readonly AjvError[], declared: readonly string[] = []): string {
  const first = errors[0];
  if (!first) return 'Invalid query string';
  if (first.keyword === 'additionalProperties') {
    const takes = declared.length > 0 ? `: this endpoint takes ${declared.join(', ')}` : '';
    return `Unknown query parameter${takes}`;
  }
  const parameter = parameterOf(first);
  if (first.keyword === 'required') return `Missing query parameter "${parameter}"`;
  const allowed = errors
    .filter((error) => parameterOf(error) === parameter && error.keyword === 'const')
    .map((error) => String(error.params?.allowedValue));
  if (allowed.length > 0) return `Invalid query parameter "${parameter}": must be one of ${allowed.join(', ')}`;
  return `Invalid query parameter "${parameter}": ${first.message ?? 'is invalid'}`;
}

/**
 * The error envelope and status for anything a handler or a hook throws; `declared` names the
 * query parameters of the route that failed validation.
 */
export function toErrorResponse(
  error: FastifyError & { validation?: AjvError[] },
  declared: readonly string[] = [],
): {
  status: number;
  body: ErrorEnvelope;
} {
  if (error.validation) {
    return {
      status: 400,
      body: { code: ERROR_CODES.badRequest, message: describeValidationErrors(error.validation, declared), data: null },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return { status: 500, body: { code: ERROR_CODES.internal, message: 'Internal server error', data: null } };
  }
  return { status, body: { code: status, message: error.message, data: null } };
}
