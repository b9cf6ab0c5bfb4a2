import type { Address } from '@backlit/domain';

/** A saved address as form values, spelled as checkout and the address book spell them. */
export function addressFormValues(address: Address) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    companyname: address.companyname ?? '',
    country: address.country,
    streetaddress: address.streetaddress,
    streetaddressoptional: address.streetaddressoptional ?? '',
    city: address.city,
    state_contry: address.state_contry,
    zip: address.zip,
    phone: address.phone,
  };
}
