/**
 * A calendar feed's secret: 32 random bytes in base64url, which is all its address holds. The
 * database keeps only the SHA-256 of it, so a copy of the table opens no feed; a text of any
 * other shape names none and is refused before it is looked up.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

export const isFeedToken = (text: string) => TOKEN_SHAPE.test(text);

export const feedTokenHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');
