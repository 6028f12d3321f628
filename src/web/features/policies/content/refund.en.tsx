import { PolicyMeta, Section } from './parts';

/** Refund Policy, English: the ₹120/year Premium plan (spec §9, PRODUCT §7). */
export function RefundEn() {
  return (
    <>
      <PolicyMeta lang="en" />
      <Section id="plan" title="1. What you pay for">
        <p>
          MedMitra is free to use. Premium costs ₹120 for one year, paid once through our payment
          gateway (Razorpay), and adds smart notifications and an ad-free app. It does not renew or
          charge you by itself: renewing is a new payment that adds one year to your current end
          date.
        </p>
      </Section>
      <Section id="full-refund" title="2. Full refund within 7 days">
        <p>
          Changed your mind? Ask within 7 days of a payment and we refund it in full, no questions
          asked. Premium ends when the refund is made.
        </p>
      </Section>
      <Section id="after" title="3. After 7 days">
        <p>
          After 7 days a payment is not refunded, in full or in part, and Premium stays active until
          the end of the year you paid for. The exceptions are in Section 4.
        </p>
      </Section>
      <Section id="always" title="4. Always refunded in full">
        <ul>
          <li>You were charged twice, or charged for a payment that did not give you Premium.</li>
          <li>
            Premium features did not work because of a fault on our side that we could not fix
            within 7 days of your report.
          </li>
          <li>We stop offering Premium before your year ends (for the unused months).</li>
        </ul>
      </Section>
      <Section id="how" title="5. How to ask">
        <p>
          Write to the Grievance Officer (email in the Privacy Policy) from your account&apos;s
          email, with the payment date and payment id from your receipt. We reply within 7 days.
        </p>
      </Section>
      <Section id="when" title="6. When you get the money">
        <p>
          An approved refund is sent to the same card, UPI or bank account you paid from, within 5
          to 7 working days; your bank may take a few more days to show it. We cannot refund in cash
          or to another account.
        </p>
      </Section>
      <Section id="deletion" title="7. If you delete your account">
        <p>
          Deleting your account within 7 days of a payment does not stop a refund: write to us
          first, or within 7 days. Payment records the law requires are kept after deletion, without
          health data.
        </p>
      </Section>
    </>
  );
}
