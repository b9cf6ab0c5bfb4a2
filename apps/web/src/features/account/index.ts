export { useAddresses } from './api/get-addresses';
export { useProfile } from './api/get-profile';
export { AddressBook } from './components/address-book';
export { ChangeEmailForm } from './components/change-email-form';
export { ConfirmEmailStatus } from './components/confirm-email-status';
export { ProfileForm } from './components/profile-form';
export { AddressForm } from './components/address-form';
export { MyFrames } from './components/my-frames';
