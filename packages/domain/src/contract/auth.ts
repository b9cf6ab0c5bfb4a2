import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../auth';
import { CartMergeSchema } from './cart';
import { blankToUndefined, OptionalPhoneSchema, optionalText, requiredText } from './fields';

export const EmailSchema = z
  .string({ error: 'The email is required.' })
  .trim()
  .min(1, 'The email is required.')
  .max(254, 'The email may not be longer than 254 characters.')
  .pipe(z.email('The email must be a valid email address.'))
  .transform((email) => email.toLowerCase());

/** Length only: the strength rule (zxcvbn) is applied by `passwordStrength` on both sides. */
export const NewPasswordSchema = z
  .string({ error: 'The password is required.' })
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password may not be longer than ${PASSWORD_MAX} characters.`);

export const UsernameSchema = z
  .string({ error: 'The username is required.' })
  .trim()
  .min(USERNAME_MIN, `The username must be at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `The username may not be longer than ${USERNAME_MAX} characters.`)
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'The username may only contain letters, digits, dots, underscores and hyphens.',
  );

export const CountryCodeSchema = z
  .string({ error: 'The country is required.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'The country must be a two-letter ISO code.');

export const AffiliationsSchema = z
  .strictObject({
    GIGA: z.boolean().default(false),
    EDPA: z.boolean().default(false),
    ASI: z.boolean().default(false),
  })
  .default({ GIGA: false, EDPA: false, ASI: false });
export type Affiliations = z.infer<typeof AffiliationsSchema>;

/** The trade associations whose members will get trade prices. */
export const ASSOCIATIONS = ['GIGA', 'EDPA', 'ASI'] as const;
export type Association = (typeof ASSOCIATIONS)[number];
export const MEMBER_NUMBER_MAX = 40;
/** What the forms say of memberships (trade prices are for members of these associations). */
export const MEMBERSHIP_INVITATION =
  'GIGA, EDPA or ASI member? Tell us your member number for trade prices.';

/** The member number of each association the customer belongs to; blank ones are left out. */
export const MemberNumbersSchema = z
  .strictObject({
    GIGA: optionalText('GIGA member number', MEMBER_NUMBER_MAX),
    EDPA: optionalText('EDPA member number', MEMBER_NUMBER_MAX),
    ASI: optionalText('ASI member number', MEMBER_NUMBER_MAX),
  })
  .transform((numbers): MemberNumbers =>
    Object.fromEntries(Object.entries(numbers).filter(([, value]) => value !== undefined)),
  );
export type MemberNumbers = Partial<Record<Association, string>>;

/**
 * The account's own details as registration and the profile page send them: the names are
 * required; company, phone, address and associations may be left out.
 */
export const AccountFieldsSchema = z.strictObject({
  firstname: requiredText('first name'),
  lastname: requiredText('last name'),
  companyname: optionalText('company name'),
  username: UsernameSchema,
  phone: OptionalPhoneSchema,
  address: optionalText('address', 200),
  address2: optionalText('second address line', 200),
  city: optionalText('city'),
  state: optionalText('state'),
  codepostal: optionalText('postcode', 20),
  country: z.preprocess(blankToUndefined, CountryCodeSchema.optional()),
  affiliations: AffiliationsSchema,
  /** Left out: the numbers kept stay as they are. */
  member_numbers: MemberNumbersSchema.optional(),
});

/**
 * An address is given whole or not at all: street, city, postcode and country together, with a
 * phone for the carrier (as checkout asks).
 */
export function checkAddressComplete(
  values: {
    phone?: string | undefined;
    address?: string | undefined;
    city?: string | undefined;
    codepostal?: string | undefined;
    country?: string | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (!values.address && !values.city && !values.codepostal) return;
  const missing = [
    ['address', 'street address'],
    ['city', 'city'],
    ['codepostal', 'postcode'],
    ['country', 'country'],
    ['phone', 'phone'],
  ] as const;
  for (const [field, label] of missing) {
    if (!values[field]) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `Fill in the ${label} too, or leave the address out.`,
      });
    }
  }
}

/**
 * POST /api/register — the published registration fields; unknown fields are refused. Only the
 * names, e-mail and password are required: a username is made from the e-mail when none is
 * given, and an address given whole becomes the first entry of the address book.
 */
export const RegisterRequestSchema = AccountFieldsSchema.extend({
  username: UsernameSchema.optional(),
  email: EmailSchema,
  password: NewPasswordSchema,
}).superRefine(checkAddressComplete);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** POST /api/login */
export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: 'The password is required.' })
    .min(1, 'The password is required.')
    .max(PASSWORD_MAX, `The password may not be longer than ${PASSWORD_MAX} characters.`),
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** Answer of login and register (the published fields; register's role is always customer). */
export const AuthSuccessSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  token: z.string(),
  username: z.string(),
  role_as: z.union([z.literal(0), z.literal(1)]),
  /** Present when the request carried a signed-out shopper's cart, now in the account's cart. */
  cart_merge: CartMergeSchema.optional(),
});
export type AuthSuccess = z.infer<typeof AuthSuccessSchema>;

/** The signed-in user as the web app needs it. */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role_as: z.union([z.literal(0), z.literal(1)]),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** GET /api/checkingAuthenticated — 200 means signed in (401 otherwise). */
export const CheckAuthResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  user: CurrentUserSchema,
});
export type CheckAuthResponse = z.infer<typeof CheckAuthResponseSchema>;

/** Answers that carry nothing but a message (logout, forgot/reset/change password). */
export const MessageResponseSchema = z.object({ status: z.number().int(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** POST /api/forgot-password — always the same answer, whether the e-mail exists or not. */
export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

/** POST /api/reset-password — the token from the e-mailed link and the new password. */
export const ResetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1, 'The reset link is incomplete.').max(200),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** The password a signed-in customer types again to prove it is really them. */
export const CurrentPasswordSchema = z
  .string({ error: 'The current password is required.' })
  .min(1, 'The current password is required.')
  .max(PASSWORD_MAX);

/** POST /api/change-password — signed in; the current password proves it is really them. */
export const ChangePasswordRequestSchema = z.strictObject({
  current_password: CurrentPasswordSchema,
  password: NewPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
