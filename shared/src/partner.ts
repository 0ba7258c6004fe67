import { z } from 'zod';
import { imageRefSchema } from './upload';

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

// ---------------------------------------------------------------------------------------------
// The console's partners (admins): list, add, reorder, hide
// ---------------------------------------------------------------------------------------------

export const PARTNER_MESSAGES = {
  nameTaken: 'A partner with this name already exists',
  orderMismatch: 'The order must list every partner once; reload the list and try again',
} as const;

/** A partner as the console shows it: with its place in the carousel and whether it is hidden. */
export const adminPartnerSchema = partnerSchema.extend({
  /** 1 for the first in the carousel. */
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/** Answer of `GET /api/admin/partners`: every partner (hidden ones too) in display order. */
export const adminPartnerListSchema = z.object({ items: z.array(adminPartnerSchema) });
export type AdminPartnerList = z.infer<typeof adminPartnerListSchema>;

const partnerWebsite = z
  .string()
  .trim()
  .max(500, 'Website: at most 500 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value), 'Website must be a web address starting with https://, or empty');

const partnerName = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name: at most 80 characters');
/** Logo: the URL `POST /api/upload` answered. */
const partnerLogo = imageRefSchema.refine((value) => value !== '', 'Upload a logo');

/** `POST /api/admin/partners`: a new partner, shown last. */
export const partnerInputSchema = z.object({
  name: partnerName,
  image: partnerLogo,
  url: partnerWebsite.default(''),
  hidden: z.boolean().default(false),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

/** `PUT /api/admin/partners/{id}`: any of its fields (hide or show it with `hidden`); what is left out stays. */
export const partnerUpdateSchema = z.object({
  name: partnerName.optional(),
  image: partnerLogo.optional(),
  url: partnerWebsite.optional(),
  hidden: z.boolean().optional(),
});
export type PartnerUpdate = z.input<typeof partnerUpdateSchema>;

/** `PUT /api/admin/partners/order`: every partner's id, in the new display order. */
export const partnerOrderSchema = z.object({
  ids: z.array(z.uuid('Not a valid id.'), { error: 'List the partners in their new order' }).min(1).max(200),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;
