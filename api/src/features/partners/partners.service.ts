import type { PartnerList } from '@safari/shared/partner';
import type { PartnersRepo } from './partners.repo';

export interface PartnersService {
  /** The partners of the home page's logo carousel, in display order. */
  listPublic(): Promise<PartnerList>;
}

export function createPartnersService({ repo }: { repo: PartnersRepo }): PartnersService {
  return {
    async listPublic() {
      return { items: await repo.listActive() };
    },
  };
}
