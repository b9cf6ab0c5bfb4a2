import {
  REGION_LABEL,
  REGIONS,
  SHIPPING_COUNTRIES,
  TAX_CERTIFICATE_FORMS,
  TAX_CERTIFICATE_MAX_BYTES,
  type ShippingCountry,
} from '@backlit/domain';
import { FileText, Upload } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { TaxCertificateBadge } from '../../../components/tax-certificate-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { countryName } from '../../../lib/countries';
import { showServerErrors } from '../../../lib/server-errors';
import {
  taxCertificateFileUrl,
  useTaxCertificates,
  useUploadTaxCertificate,
} from '../api/tax-certificates';

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => dateOnly.format(new Date(`${iso}T00:00:00Z`));

/**
 * The company's tax-exempt resale certificates: each with its state, and for the admin the PDF
 * and the upload form. An approved, unexpired certificate takes its region's sales tax off.
 */
export function TaxCertificates({ admin }: { admin: boolean }) {
  const certificates = useTaxCertificates();
  return (
    <section
      aria-labelledby="tax-certificates-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id="tax-certificates-heading" className="text-lg font-semibold text-slate-900">
        Tax-exempt resale certificates
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Reselling what you buy? Send us your resale or exemption certificate for each state or
        province. Once we approve it, orders shipped there carry no sales tax until it expires.
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {certificates.isPending ? (
          <Spinner label="Loading certificates" />
        ) : certificates.isError ? (
          <LoadError
            what="The certificates"
            error={certificates.error}
            onRetry={() => void certificates.refetch()}
          />
        ) : certificates.data.length === 0 ? (
          <p className="text-sm text-slate-600">No certificate sent yet.</p>
        ) : (
          <ul
            aria-label="Certificates"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {certificates.data.map((certificate) => (
              <li
                key={certificate.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {certificate.form}{' '}
                    <span className="font-normal text-slate-600">No. {certificate.number}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {regionName(certificate.country, certificate.state)} · expires{' '}
                    {day(certificate.expires_on)}
                  </p>
                  {certificate.status === 'refused' && certificate.reason && (
                    <p className="mt-1 text-sm text-red-700">Reason: {certificate.reason}</p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <TaxCertificateBadge status={certificate.status} />
                  {admin && (
                    <a
                      href={taxCertificateFileUrl(certificate.id)}
                      target="_blank"
                      rel="noreferrer"
                      className="text-glow-700 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
                    >
                      <FileText aria-hidden className="size-4" />
                      PDF
                      <span className="sr-only"> of certificate {certificate.number}</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {admin && <UploadForm />}
      </div>
    </section>
  );
}

function regionName(country: ShippingCountry, code: string): string {
  const region = REGIONS[country].find((entry) => entry.code === code);
  return `${region?.name ?? code}, ${countryName(country)}`;
}

interface UploadValues {
  form: string;
  number: string;
  country: ShippingCountry;
  state: string;
  expires_on: string;
  file: FileList | undefined;
}

const FIELDS = ['form', 'number', 'country', 'state', 'expires_on', 'file'] as const;

function UploadForm() {
  const upload = useUploadTaxCertificate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UploadValues>({
    defaultValues: {
      form: TAX_CERTIFICATE_FORMS[0],
      number: '',
      country: 'US',
      state: '',
      expires_on: '',
    },
  });
  const country = useWatch({ control, name: 'country' });
  const submit = handleSubmit(async ({ file, ...values }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    const pdf = file?.[0];
    if (pdf) body.append('file', pdf, pdf.name);
    try {
      await upload.mutateAsync(body);
      toast.success('Certificate sent for review.');
      reset();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Upload a certificate"
      className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2"
    >
      {errors.root?.server?.message && (
        <Alert variant="error" className="sm:col-span-2">
          {errors.root.server.message}
        </Alert>
      )}
      <Select label="Form" error={errors.form?.message} {...register('form')}>
        {TAX_CERTIFICATE_FORMS.map((form) => (
          <option key={form} value={form}>
            {form}
          </option>
        ))}
      </Select>
      <Input
        label="Certificate number"
        autoComplete="off"
        error={errors.number?.message}
        {...register('number')}
      />
      <Select label="Country" error={errors.country?.message} {...register('country')}>
        {SHIPPING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </Select>
      <Select label={REGION_LABEL[country]} error={errors.state?.message} {...register('state')}>
        <option value="">Choose…</option>
        {REGIONS[country].map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </Select>
      <Input
        label="Expiry date"
        type="date"
        error={errors.expires_on?.message}
        {...register('expires_on')}
      />
      <Input
        label="Certificate (PDF)"
        type="file"
        accept="application/pdf,.pdf"
        hint={`A PDF of at most ${TAX_CERTIFICATE_MAX_BYTES / 1024 / 1024} MB.`}
        error={errors.file?.message}
        className="py-1.5"
        {...register('file')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          <Upload aria-hidden />
          {isSubmitting ? 'Sending…' : 'Send for review'}
        </Button>
      </div>
    </form>
  );
}
