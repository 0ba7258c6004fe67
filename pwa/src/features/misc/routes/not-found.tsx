import { PageNotFound } from '../../../components/ui/not-found-screen';

/** Any path that is not a route. */
export default function NotFound() {
  return <PageNotFound />;
}
