import { BadInputError } from '../../../errors';

/**
 * India's states and union territories by their GST state code (the first two digits of a GSTIN),
 * as place of supply on invoices (decision 070).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN, upper-cased, when its shape, state code and check character are right; else null. */
export function validGstin(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match || !GST_STATES[match[1]]) return null;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? gstin : null;
}

/** A state code from its two digits or its name (any case); null when it is neither. */
export function stateCode(value: string): string | null {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) {
    const code = text.padStart(2, '0');
    return GST_STATES[code] ? code : null;
  }
  const lower = text.toLowerCase();
  return Object.keys(GST_STATES).find((code) => GST_STATES[code].toLowerCase() === lower) ?? null;
}

/**
 * A buyer's optional tax details at checkout (decision 070): a GSTIN (format and check character)
 * and a state (code or name). With both, the state must be the GSTIN's. Bad values: 400 naming
 * the field. Answers the GSTIN and the place of supply (null when neither was given).
 */
export function parseBuyerTax(input: { gstin?: unknown; state?: unknown }): {
  gstin: string | null;
  state: string | null;
} {
  const { gstin: rawGstin, state: rawState } = input ?? {};
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  let gstin: string | null = null;
  if (given(rawGstin)) {
    gstin = typeof rawGstin === 'string' && rawGstin.length <= 20 ? validGstin(rawGstin) : null;
    if (!gstin)
      throw new BadInputError(
        'gstin',
        'The GSTIN must be 15 characters like 29ABCDE1234F1Z5, with a valid state code and check character.',
      );
  }
  let state: string | null = null;
  if (given(rawState)) {
    state = typeof rawState === 'string' && rawState.length <= 60 ? stateCode(rawState) : null;
    if (!state)
      throw new BadInputError(
        'state',
        "The state must be an Indian state or union territory, by name or by its GST code (e.g. 'Karnataka' or 29).",
      );
  }
  if (gstin && state && gstin.slice(0, 2) !== state)
    throw new BadInputError(
      'state',
      `The GSTIN is registered in ${GST_STATES[gstin.slice(0, 2)]}: the state must be the same.`,
    );
  return { gstin, state: state ?? (gstin ? gstin.slice(0, 2) : null) };
}
