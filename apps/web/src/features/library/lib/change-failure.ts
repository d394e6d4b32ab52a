import type { I18n } from '@lingui/core';
import { ApiError } from '@media-search/api-client';

/**
 * Why a change to the visitor's library did not happen, to show them: the API's own sentence
 * when it refused for a reason the visitor can act on (409: the list is full), else a general
 * one in their language.
 */
export function changeFailure(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 409) return error.message;
  return i18n._('library.changeFailed');
}
