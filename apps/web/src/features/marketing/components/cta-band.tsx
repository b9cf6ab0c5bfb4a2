import { telHref } from '@backlit/domain';
import { ArrowRight, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useShopInfo } from '../../../lib/shop-info';

export function CtaBand() {
  const { phone } = useShopInfo();
  return (
    <section aria-labelledby="cta-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-2xl bg-night-900 px-6 py-12 sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute -top-32 left-1/2 -z-10 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-glow-500/25 blur-3xl"
        />
        <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
              Ready to light up your next show?
            </h2>
            <p className="mt-3 text-slate-300">
              Order today and your frame leaves our warehouse from stock. Not sure which size fits
              your booth? Call us, we are happy to help.
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/allproducts">
                Shop all frames
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href={telHref(phone)}>
                <Phone aria-hidden />
                {phone}
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
