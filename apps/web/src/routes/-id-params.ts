import { parseId } from '@/lib/parse-id.ts';

/** A route's `$id`, read as an integer (SPEC §5). */
export const idParams = {
  parse: ({ id }: { id: string }) => ({ id: parseId(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
