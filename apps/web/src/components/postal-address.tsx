import type { ReturnAddressView } from '@backlit/domain';
import { countryName } from '../lib/countries';
import { cn } from '../lib/cn';

type PostalAddressProps = {
  /** A saved address or an order's billing or ship-to address: all are spelled the same. */
  address: {
    firstname: string;
    lastname: string;
    companyname: string | null;
    streetaddress: string;
    streetaddressoptional: string | null;
    city: string;
    state_contry: string;
    zip: string;
    country: string;
    /** Optional on a ship-to address. */
    phone: string | null;
    email?: string;
  };
  className?: string;
};

const linkClassName = 'text-glow-700 underline underline-offset-2';

/** A name and address as a label prints them, then how to reach the person. */
export function PostalAddress({ address, className }: PostalAddressProps) {
  return (
    <address className={cn('leading-relaxed not-italic', className)}>
      {address.firstname} {address.lastname}
      {address.companyname && (
        <>
          <br />
          {address.companyname}
        </>
      )}
      <StreetLines address={address} />
      {address.phone && (
        <>
          <br />
          <a href={`tel:${address.phone}`} className={linkClassName}>
            {address.phone}
          </a>
        </>
      )}
      {address.email && (
        <>
          <br />
          <a href={`mailto:${address.email}`} className={linkClassName}>
            {address.email}
          </a>
        </>
      )}
    </address>
  );
}

/** A sender as a parcel names it: the name, then the street address it comes back to. */
export function SenderAddress({
  name,
  address,
  className,
}: {
  name: string;
  address: ReturnAddressView;
  className?: string;
}) {
  return (
    <address className={cn('leading-relaxed not-italic', className)}>
      <span className="font-medium text-slate-900">{name}</span>
      <StreetLines address={address} />
    </address>
  );
}

/** The lines a parcel is routed by: street, city with region and postcode, country. */
function StreetLines({ address }: { address: ReturnAddressView }) {
  return (
    <>
      <br />
      {address.streetaddress}
      {address.streetaddressoptional && (
        <>
          <br />
          {address.streetaddressoptional}
        </>
      )}
      <br />
      {address.city}, {address.state_contry} {address.zip}
      <br />
      {countryName(address.country)}
    </>
  );
}
