import { describe, expect, it } from 'vitest';
import { memberNamedIn } from './named-member';

const SELF = { id: 'self', name: 'Suresh Sharma' };
const KAMLA = { id: 'kamla', name: 'Kamla Devi' };
const ARJUN = { id: 'arjun', name: 'Arjun Mehta' };
const FAMILY = [SELF, KAMLA, ARJUN];

const named = (text: string, members = FAMILY) => memberNamedIn(text, members)?.id ?? null;

describe('the member a prescription names', () => {
  it('finds the whole name, whatever its case, spaces and label', () => {
    expect(named('Dr. Priya Nair\nPatient: Kamla Devi   Age/Sex: 62 / F\nRx')).toBe('kamla');
    expect(named('NAME -  KAMLA   DEVI\nTab Paracetamol')).toBe('kamla');
    expect(named('Pt.kamla devi, 62y')).toBe('kamla');
    expect(named('Patient Name: Smt. Kamla Devi')).toBe('kamla');
    expect(named('Patient: Arjun Mehta  Date: 12/03/2026')).toBe('arjun');
  });

  it('reads through one OCR slip in a long word, never in a short one', () => {
    expect(named('Patient: Arjun Mehla')).toBe('arjun');
    expect(named('Patient: Kamia Devi')).toBe('kamla');
    expect(named('Patient: Arjum Mehta')).toBe('arjun');
    expect(named('Kamla Dev1, 62 y')).toBeNull();
    const ravi = { id: 'ravi', name: 'Ravi Rao' };
    expect(named('Patient: Ravl Rao', [SELF, ravi])).toBeNull();
    expect(named('Patient: Ravi Rao', [SELF, ravi])).toBe('ravi');
  });

  it('takes a first name alone only after a patient label', () => {
    expect(named('Patient: Kamla   Age 62')).toBe('kamla');
    expect(named('Pt. Arjun')).toBe('arjun');
    expect(named('Advice: Kamla to rest')).toBeNull();
  });

  it('takes a one-word member name only as the labelled patient', () => {
    const dadi = { id: 'dadi', name: 'Dadi' };
    expect(named('Patient: Dadi', [SELF, dadi])).toBe('dadi');
    expect(named('Tab Dadi 10 mg', [SELF, dadi])).toBeNull();
  });

  it('never takes the doctor for the patient', () => {
    const priya = { id: 'priya', name: 'Priya Nair' };
    expect(named('Dr. Priya Nair\nPatient: Arjun Mehta', [priya, ARJUN])).toBe('arjun');
    expect(named('Dr. Priya Nair, MBBS\nTab Paracetamol', [priya, ARJUN])).toBeNull();
  });

  it('prefers the whole name to a first name shared with another member', () => {
    const kamlaS = { id: 'kamla-s', name: 'Kamla Sharma' };
    expect(named('Patient: Kamla Devi', [kamlaS, KAMLA])).toBe('kamla');
  });

  it('does not guess between two members matching equally well', () => {
    const kamlaS = { id: 'kamla-s', name: 'Kamla Sharma' };
    expect(named('Patient: Kamla', [kamlaS, KAMLA])).toBeNull();
    expect(named('Patient: Kamla Devi', [KAMLA, { id: 'k2', name: 'kamla  devi' }])).toBeNull();
    expect(named('Kamla Devi and Arjun Mehta')).toBeNull();
  });

  it('answers null when no member is named', () => {
    expect(named('Patient: Ramesh Kumar\nTab Metformin 500 mg BD')).toBeNull();
    expect(named('')).toBeNull();
    expect(named('Patient: Kamla Devi', [])).toBeNull();
  });
});
