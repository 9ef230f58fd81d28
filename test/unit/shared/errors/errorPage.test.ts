import { describe, expect, it } from 'vitest';
import { errorPage, type FailedRequest } from '../../../../shared/errors/errorPage.ts';

describe('errorPage', () => {
  it.each<[string, FailedRequest, string]>([
    ['doc1 §8 Page errors: no status is generic', {}, 'generic'],
    ['doc1 §8 Page errors: null status is generic', { status: null }, 'generic'],
    [
      'doc1 §8 Page errors: 404 Unit does not exist is broken link',
      { status: 404, responseText: 'Unit does not exist' },
      'brokenLink',
    ],
    [
      'doc2 §8 Page errors: 404 Unit does not exist as a JSON string',
      { status: 404, responseText: '"Unit does not exist"' },
      'brokenLink',
    ],
    [
      'doc2 §8 Page errors: 404 Unit does not exist inside a JSON message',
      { status: 404, responseText: '{"code":0,"message":"Unit does not exist"}' },
      'brokenLink',
    ],
    [
      'doc1 §8 Page errors: other 404 is generic',
      { status: 404, responseText: 'Not found' },
      'generic',
    ],
    ['doc1 §8 Page errors: 404 without text is generic', { status: 404 }, 'generic'],
    ['doc1 §8 Page errors: 500 is broken link', { status: 500 }, 'brokenLink'],
    ['doc1 §8 Page errors: 504 is server error with Try again', { status: 504 }, 'serverError'],
    [
      'doc2 §2 Error pages: no answer while the browser is offline is no connection',
      { networkError: true, offline: true },
      'noConnection',
    ],
    [
      'doc1 §8 Page errors: no answer while online has no status, so generic',
      { networkError: true, offline: false },
      'generic',
    ],
    [
      'doc1 §8 Page errors: no answer, offline unknown, is generic',
      { networkError: true },
      'generic',
    ],
    [
      'doc1 §8 Page errors: a status answered while offline follows the status',
      { status: 504, offline: true },
      'serverError',
    ],
    ['doc1 §8 Page errors: 502 is generic', { status: 502 }, 'generic'],
    ['doc1 §8 Page errors: 400 is generic', { status: 400 }, 'generic'],
    ['doc1 §8 Page errors: 503 is generic', { status: 503 }, 'generic'],
  ])('%s', (_name, request, expected) => {
    expect(errorPage(request)).toBe(expected);
  });
});
