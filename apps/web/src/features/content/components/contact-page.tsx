import { telHref } from '@backlit/domain';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useShopInfo } from '../../../lib/shop-info';
import { ContactForm } from './contact-form';
import { ContentBanner } from './content-banner';
import { PageMeta } from './page-meta';

/** /contact: the form, and the other ways to reach the shop. */
export function ContactPage() {
  const { email, phone, address } = useShopInfo();
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Questions about frame sizes, fabric banners, print files or an order? Write to Backlit Shop, we reply within one working day."
      />
      <ContentBanner
        width="6xl"
        section="Contact us"
        title="Get in touch"
        description="Questions about a frame size, your print file or an order? Send us a message and we will reply within one working day."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:py-14">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-xl font-bold tracking-tight text-slate-900">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Fields marked <span className="text-red-600">*</span> are required. Sending print files?
            Upload them on your order’s page: each is checked at once and you see a proof within
            minutes.
          </p>
          <ContactForm />
        </section>
        <aside aria-labelledby="contact-details-heading" className="lg:pt-1">
          <div className="rounded-xl bg-night-900 p-6 text-slate-300">
            <h2 id="contact-details-heading" className="text-lg font-semibold text-white">
              USA office &amp; warehouse
            </h2>
            <ul className="mt-5 flex flex-col gap-4 text-sm">
              <li className="flex gap-3">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-glow-400" />
                <span>{address}</span>
              </li>
              <li>
                <a href={`mailto:${email}`} className="flex gap-3 hover:text-white">
                  <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-glow-400" />
                  {email}
                </a>
              </li>
              <li>
                <a href={telHref(phone)} className="flex gap-3 hover:text-white">
                  <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-glow-400" />
                  {phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-glow-400" />
                <span>We answer messages within one working day.</span>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
