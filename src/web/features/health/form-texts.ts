import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import { BP_LIMITS } from '@core/health/blood-pressure';
import { BODY_LIMITS } from '@core/health/bmi';
import { EYE_LIMITS, VISUAL_ACUITY } from '@core/health/eyesight';
import { SUGAR_LIMITS } from '@core/health/sugar';
import { textTable, translateText } from '@web/lib/i18n/text-table';

const { systolic: SYS, diastolic: DIA, pulse: PULSE } = BP_LIMITS;
const { mgdl: MGDL, hba1c: HBA1C } = SUGAR_LIMITS;
const { weightKg: WEIGHT, heightCm: HEIGHT } = BODY_LIMITS;
const { pd: PD } = EYE_LIMITS;
const acuities = VISUAL_ACUITY.join(', ');

/**
 * The validation messages the reading and goal forms show: src/core's schemas and rules (the
 * server answers a 400 with the same words), each with its message (ADR 026). Loaded with the
 * forms only. core-texts.test.ts checks the English of each and that the schemas' messages are
 * all here.
 */
export const FORM_TEXTS = textTable([
  ['Please choose a family member', msg`Please choose a family member`],
  ['Please enter a valid date and time', msg`Please enter a valid date and time`],
  ['The time cannot be in the future', msg`The time cannot be in the future`],
  ['Notes must be text', msg`Notes must be text`],
  ['Notes must be at most 1000 characters', msg`Notes must be at most 1000 characters`],
  // Blood pressure
  ['Enter the top number (systolic)', msg`Enter the top number (systolic)`],
  ['Enter the bottom number (diastolic)', msg`Enter the bottom number (diastolic)`],
  ['Pulse must be a number', msg`Pulse must be a number`],
  ['Arm must be left or right', msg`Arm must be left or right`],
  [
    `The top number (systolic) must be a whole number from ${SYS.min} to ${SYS.max}`,
    msg`The top number (systolic) must be a whole number from ${SYS.min} to ${SYS.max}`,
  ],
  [
    `The bottom number (diastolic) must be a whole number from ${DIA.min} to ${DIA.max}`,
    msg`The bottom number (diastolic) must be a whole number from ${DIA.min} to ${DIA.max}`,
  ],
  [
    `Pulse must be a whole number from ${PULSE.min} to ${PULSE.max} beats per minute`,
    msg`Pulse must be a whole number from ${PULSE.min} to ${PULSE.max} beats per minute`,
  ],
  [
    'The top number (systolic) must be higher than the bottom number (diastolic)',
    msg`The top number (systolic) must be higher than the bottom number (diastolic)`,
  ],
  // Sugar
  ['Enter the sugar value', msg`Enter the sugar value`],
  ['Please choose when the sugar was measured', msg`Please choose when the sugar was measured`],
  [
    `HbA1c must be from ${HBA1C.min} to ${HBA1C.max} %`,
    msg`HbA1c must be from ${HBA1C.min} to ${HBA1C.max} %`,
  ],
  [
    `Sugar must be from ${MGDL.min} to ${MGDL.max} mg/dL`,
    msg`Sugar must be from ${MGDL.min} to ${MGDL.max} mg/dL`,
  ],
  // Weight and height, goal weight
  ['Enter the weight in kg', msg`Enter the weight in kg`],
  ['Enter the height in cm', msg`Enter the height in cm`],
  [
    `Weight must be from ${WEIGHT.min} to ${WEIGHT.max} kg`,
    msg`Weight must be from ${WEIGHT.min} to ${WEIGHT.max} kg`,
  ],
  [
    `Height must be from ${HEIGHT.min} to ${HEIGHT.max} cm`,
    msg`Height must be from ${HEIGHT.min} to ${HEIGHT.max} cm`,
  ],
  [
    `Enter a goal weight between ${WEIGHT.min} and ${WEIGHT.max} kg`,
    msg`Enter a goal weight between ${WEIGHT.min} and ${WEIGHT.max} kg`,
  ],
  // Eye tests
  ['Enter SPH (use 0 for plano)', msg`Enter SPH (use 0 for plano)`],
  [
    'SPH must be from -20.00 to +20.00 in steps of 0.25',
    msg`SPH must be from -20.00 to +20.00 in steps of 0.25`,
  ],
  [
    'CYL must be from -10.00 to +10.00 in steps of 0.25',
    msg`CYL must be from -10.00 to +10.00 in steps of 0.25`,
  ],
  ['Enter AXIS (1 to 180) when CYL is not zero', msg`Enter AXIS (1 to 180) when CYL is not zero`],
  ['Leave AXIS empty when there is no CYL', msg`Leave AXIS empty when there is no CYL`],
  ['AXIS must be a whole number from 1 to 180', msg`AXIS must be a whole number from 1 to 180`],
  [
    'ADD must be from +0.75 to +3.50 in steps of 0.25',
    msg`ADD must be from +0.75 to +3.50 in steps of 0.25`,
  ],
  [`Vision must be one of ${acuities}`, msg`Vision must be one of ${acuities}`],
  [
    `PD must be from ${PD.min} to ${PD.max} mm, in steps of 0.5`,
    msg`PD must be from ${PD.min} to ${PD.max} mm, in steps of 0.5`,
  ],
  ['CYL must be a number', msg`CYL must be a number`],
  ['ADD must be a number', msg`ADD must be a number`],
  ['AXIS must be a number', msg`AXIS must be a number`],
  ['PD must be a number', msg`PD must be a number`],
  ['Please choose the vision, such as 6/6', msg`Please choose the vision, such as 6/6`],
  ['Please enter a valid test date', msg`Please enter a valid test date`],
  ['The test date cannot be in the future', msg`The test date cannot be in the future`],
  ['Please enter a valid check-up date', msg`Please enter a valid check-up date`],
  [
    'The next check-up must be after the test date',
    msg`The next check-up must be after the test date`,
  ],
]);

/** A validation message (the form's or the server's) in the active language when known. */
export function formText(i18n: I18n, text: string): string;
export function formText(i18n: I18n, text: string | undefined): string | undefined;
export function formText(i18n: I18n, text: string | undefined): string | undefined {
  return translateText(i18n, FORM_TEXTS, text);
}
