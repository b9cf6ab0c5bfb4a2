import { ContactPage } from '../../features/content';

function ContactUsPage() {
  return <ContactPage />;
}

export { ContactUsPage as Component };
