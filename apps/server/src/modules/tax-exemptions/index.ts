export { taxExemptionsRoutes, TAX_EXEMPTIONS_TAG } from './tax-exemptions.routes';
export {
  TaxExemptions,
  type ExemptingCertificate,
  type TaxExemptionLookup,
} from './tax-exemptions.service';
