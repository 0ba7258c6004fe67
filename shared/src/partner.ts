import { z } from 'zod';

/** A partner shown in the home page's logo carousel. */
export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Logo: a file name under `/uploads/` or an absolute http(s) URL; '' when none was given. */
  image: z.string(),
  /** The partner's website; '' or '#' when it has none. */
  url: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** Answer of `GET /api/partners`: the partners in display order. */
export const partnerListSchema = z.object({
  items: z.array(partnerSchema),
});
export type PartnerList = z.infer<typeof partnerListSchema>;
