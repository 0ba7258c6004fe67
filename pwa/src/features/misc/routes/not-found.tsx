import { PageNotFound } from '../../../components/ui/page-not-found';

/** Any path that is not a route. */
export default function NotFound() {
  return <PageNotFound />;
}
