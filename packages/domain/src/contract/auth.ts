import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../auth';
import { CartMergeSchema } from './cart';
import { optionalText, PhoneSchema, requiredText } from './fields';

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

/** POST /api/register — the published registration fields; unknown fields are refused. */
export const RegisterRequestSchema = z.strictObject({
  firstname: requiredText('first name'),
  lastname: requiredText('last name'),
  companyname: optionalText('company name'),
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: PhoneSchema,
  address: requiredText('address', 200),
  address2: optionalText('second address line', 200),
  city: requiredText('city'),
  state: optionalText('state'),
  codepostal: requiredText('postcode', 20),
  country: CountryCodeSchema,
  affiliations: AffiliationsSchema,
});
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
