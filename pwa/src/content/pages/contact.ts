/**
 * Contact details the pages' copy quotes. They repeat SITE from @safari/shared/site (phone, e-mail,
 * phone hours); keep them in step if SITE changes. Fees and permit prices are never quoted as fixed
 * numbers.
 */
export const PHONE = '+254 712 345 678';
export const EMAIL = 'hello@pulseofthewild.co.ke';
export const HOURS = 'Mon to Sun 08:00 to 20:00 EAT';
