import { PolicyMeta, Section } from './parts';

/** Terms & Conditions, English (public and signed-in pages render this same component). */
export function TermsEn() {
  return (
    <>
      <PolicyMeta lang="en" />
      <Section id="agreement" title="1. Agreement">
        <p>
          These terms are an agreement between you and MedMitra, the family health app at this
          website. By creating an account you accept them, together with our Privacy Policy and
          Refund Policy. If you do not agree, please do not use MedMitra.
        </p>
      </Section>
      <Section id="eligibility" title="2. Who can use MedMitra">
        <p>
          You must be 18 or older and able to enter a contract under Indian law to hold an account.
          Children and other family members can be added to your account as family members; you
          manage their records for them (see Section 5).
        </p>
      </Section>
      <Section id="service" title="3. What MedMitra does">
        <p>
          MedMitra helps you keep your family&apos;s health records in one place: medicines and dose
          reminders, blood pressure, sugar, weight, periods and eye tests, prescription files, and a
          comparison of medicine prices at pharmacies.
        </p>
      </Section>
      <Section id="not-medical-advice" title="4. Not medical advice; emergencies">
        <p>
          MedMitra is a record-keeping and reminder tool. It is not a doctor, does not diagnose or
          treat any condition and is not medical advice. Labels such as &quot;high&quot; or
          &quot;normal&quot; come from published guidelines and are for information only. Always
          follow your doctor&apos;s advice, and never start, stop or change a medicine because of
          something the app shows.
        </p>
        <p>
          <strong>In an emergency, call 112</strong> (or 108 for an ambulance) or go to the nearest
          hospital. Do not wait for the app.
        </p>
        <p>
          Reminders depend on your phone, browser, internet and notification settings and can be
          late or missed. Do not rely on them alone for medicines that must not be missed.
        </p>
      </Section>
      <Section id="family" title="5. Family members you add">
        <p>
          When you add a family member, you confirm that you are allowed to record their health
          information: for a child under 18, as their parent or lawful guardian; for an adult, with
          their permission. You are responsible for the accuracy of what you enter.
        </p>
      </Section>
      <Section id="account" title="6. Your account">
        <p>
          Keep your password secret. You are responsible for what is done through your account. Tell
          us at once if you think someone else has used it; you can sign out other devices from
          Profile.
        </p>
      </Section>
      <Section id="use" title="7. Fair use">
        <ul>
          <li>Do not break the law, or upload content that is not yours to share.</li>
          <li>Do not try to reach other people&apos;s data, overload or attack the service.</li>
          <li>Do not copy, resell or scrape the service or its price data.</li>
        </ul>
      </Section>
      <Section id="prices" title="8. Medicine prices">
        <p>
          Prices are collected from pharmacies and price lists and may be out of date or wrong. The
          final price, availability and sale are between you and the pharmacy; MedMitra does not
          sell medicines. Always check a medicine&apos;s name, strength and form with your
          pharmacist before buying a substitute.
        </p>
      </Section>
      <Section id="premium" title="9. Premium plan and ads">
        <p>
          MedMitra is free. The optional Premium plan costs ₹120 for one year and adds smart
          notifications; it does not renew by itself, and renewing adds a year to the current end
          date. Refunds follow our Refund Policy. Free accounts may see ads; Premium accounts do
          not.
        </p>
      </Section>
      <Section id="content" title="10. Your data">
        <p>
          Your records and files remain yours. You allow us to store and process them only to run
          MedMitra for you, as described in the Privacy Policy. You can export or delete them at any
          time.
        </p>
      </Section>
      <Section id="availability" title="11. Availability and changes">
        <p>
          We work to keep MedMitra available and your data safe, but we cannot promise that it will
          always be available or free of errors. We may change or stop features; if we stop the
          whole service we will give you notice and time to export your data.
        </p>
      </Section>
      <Section id="ending" title="12. Ending your use">
        <p>
          You can delete your account at any time. We may suspend or close an account that breaks
          these terms or the law, after telling you why where the law allows.
        </p>
      </Section>
      <Section id="liability" title="13. Limits of our liability">
        <p>
          To the extent Indian law allows, MedMitra is not liable for any harm that comes from
          health decisions made using the app, missed reminders, or prices shown, and our total
          liability to you is limited to the amount you paid us in the 12 months before the claim.
          Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.
        </p>
      </Section>
      <Section id="law" title="14. Law, disputes and changes">
        <p>
          These terms are governed by the laws of India. Please write to us first so we can try to
          resolve any problem; otherwise the courts of India have jurisdiction. If we change these
          terms in a way that matters, we raise the policy version and ask you to accept again
          before you continue.
        </p>
      </Section>
      <Section id="contact" title="15. Contact">
        <p>
          Questions and complaints: write to our Grievance Officer, named with their email address
          in the Privacy Policy (Section 11). We reply within 30 days.
        </p>
      </Section>
    </>
  );
}
