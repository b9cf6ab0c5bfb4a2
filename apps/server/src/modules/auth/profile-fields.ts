import type { Profile, ProfileValues } from '@backlit/domain';
import type { NewUser, UserRow } from './auth.repository';

/**
 * The account's own details between the API's published spellings (`firstname`, `codepostal`…,
 * which existing clients send and read) and the columns' names. Registration and the profile
 * page read and answer through these two.
 */
export function profileColumns(
  values: ProfileValues,
): Omit<NewUser, 'email' | 'passwordHash' | 'roleAs'> {
  return {
    firstName: values.firstname,
    lastName: values.lastname,
    companyName: values.companyname ?? null,
    username: values.username,
    phone: values.phone ?? null,
    address: values.address ?? null,
    address2: values.address2 ?? null,
    city: values.city ?? null,
    state: values.state ?? null,
    postcode: values.codepostal ?? null,
    country: values.country ?? null,
    affiliations: values.affiliations,
    memberNumbers: values.member_numbers,
  };
}

export function toProfile(user: UserRow): Profile {
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    companyname: user.companyName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    address: user.address,
    address2: user.address2,
    city: user.city,
    state: user.state,
    codepostal: user.postcode,
    country: user.country,
    affiliations: user.affiliations,
    member_numbers: user.memberNumbers,
  };
}
