import { Footer } from '../components/layout/footer';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';

/** The footer with its newsletter form, as one lazily loaded piece of the shell. */
export default function SiteFooter() {
  return <Footer newsletter={<NewsletterForm />} />;
}
