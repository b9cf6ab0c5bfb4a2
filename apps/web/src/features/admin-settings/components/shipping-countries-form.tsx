import { SHIPPING_COUNTRIES, shipsOnlyTo, type ShippingCountry } from '@backlit/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/server-errors';
import { useSaveShippingCountries } from '../api/save-shipping-countries';

/**
 * Where the shop ships: checkout's and the address book's country pickers offer these, and the
 * server refuses an address elsewhere. Only countries whose states and postcodes the shop knows.
 */
export function ShippingCountriesForm({ countries }: { countries: readonly ShippingCountry[] }) {
  const save = useSaveShippingCountries();
  const [chosen, setChosen] = useState<ShippingCountry[]>([...countries]);
  const [saved, setSaved] = useState<number>();
  const unchanged =
    chosen.length === countries.length && chosen.every((code) => countries.includes(code));

  return (
    <form
      aria-label="Shipping countries"
      className="flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen, { onSuccess: () => setSaved((count) => (count ?? 0) + 1) });
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold text-slate-900">Shipping countries</legend>
        <p className="text-sm text-slate-600">
          Checkout and the address book offer only these. Now: {shipsOnlyTo(countries)}
        </p>
        {SHIPPING_COUNTRIES.map((code) => (
          <Checkbox
            key={code}
            label={countryName(code)}
            checked={chosen.includes(code)}
            onCheckedChange={(checked) =>
              setChosen((list) =>
                checked === true
                  ? SHIPPING_COUNTRIES.filter((each) => each === code || list.includes(each))
                  : list.filter((each) => each !== code),
              )
            }
          />
        ))}
      </fieldset>
      {chosen.length === 0 && (
        <p className="text-sm font-medium text-red-700">Choose at least one country to ship to.</p>
      )}
      {save.isError && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(save.error)}
        </Alert>
      )}
      {saved && (
        <Alert key={saved} variant="success">
          Shipping countries saved.
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={save.isPending || unchanged || chosen.length === 0}>
          {save.isPending ? 'Saving…' : 'Save shipping countries'}
        </Button>
      </div>
    </form>
  );
}
