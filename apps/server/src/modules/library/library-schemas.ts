/** Request schemas the library's routes share: paging, ids and the error responses. */
import Type from 'typebox';
import { Id } from '../../http/common.schemas.ts';

export const errorRef = Type.Ref('ErrorResponse');
export const security = [{ bearer: [] }];

/** What a signed-in route can answer besides its own: no valid token, the database away. */
export const authErrors = { 401: errorRef, 503: errorRef };
/** A write that reads the title from the catalogue can also meet the catalogue's failures. */
export const catalogueErrors = { 404: errorRef, 502: errorRef, 503: errorRef, 504: errorRef };

export const Paging = {
  page: Type.Integer({ minimum: 1, maximum: 50_000, default: 1, description: 'From 1' }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: 200,
    default: 50,
    description: 'Rows per page, 1 to 200 (50 when none is given)',
  }),
};

export const TitleParams = Type.Object({
  mediaType: Type.Enum(['movie', 'tv']),
  mediaId: Id('The TMDB id'),
});
