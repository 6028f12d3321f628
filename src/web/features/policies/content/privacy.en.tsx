import {
  BREACH_NOTICE_HOURS,
  DEFAULT_GRIEVANCE_CONTACT,
  GRIEVANCE_RESPONSE_DAYS,
  type GrievanceContact,
} from '@core/policies/grievance';
import { PolicyMeta, Section } from './parts';

/**
 * Privacy Policy, English. It states what the code does (ADR 029): change it with the code.
 * `contact`: the configured grievance officer (GET /api/grievance-contact); the default otherwise.
 */
export function PrivacyEn({ contact = DEFAULT_GRIEVANCE_CONTACT }: { contact?: GrievanceContact }) {
  return (
    <>
      <PolicyMeta lang="en" />
      <Section id="who" title="1. Who we are">
        <p>
          MedMitra is the Data Fiduciary for the personal data you give this app, under India&apos;s
          Digital Personal Data Protection Act, 2023 (DPDP Act) and the DPDP Rules, 2025. This
          policy says what we collect, why, where it is kept, for how long, who can see it and what
          your rights are. We use your data only to run MedMitra for you. We do not sell it.
        </p>
      </Section>
      <Section id="collect" title="2. What we collect and why">
        <ul>
          <li>
            <strong>Account:</strong> email, a username, your password (stored only as a scrypt
            hash, never as text), optional date of birth, time zone and language. Why: to sign you
            in, to check a password reset, to show times and dates in your zone and language.
          </li>
          <li>
            <strong>Your consent:</strong> the version of these policies you accepted and when. Why:
            the law requires us to show that you agreed.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> for each device, a session key (stored only as a
            hash), its browser name, its network (IP) address, and when it was created and last
            used. Why: to keep you signed in and let you see and sign out your devices. We also
            count sign-in, sign-up and password-reset attempts per email and address for up to an
            hour to stop password guessing.
          </li>
          <li>
            <strong>Family members:</strong> name, relation, date of birth, gender, blood group,
            conditions, allergies, a colour and a goal weight, all optional except the name. Why: to
            keep each person&apos;s records apart and show the right ranges.
          </li>
          <li>
            <strong>Medicines and doses:</strong> each medicine&apos;s name, dose, schedule, dates,
            stock and notes, and each dose you mark taken or skipped. Our server marks a dose
            &quot;missed&quot; when it is not logged 2 hours after its time, and raises a refill
            alert when stock runs low. Why: reminders, adherence and refills.
          </li>
          <li>
            <strong>Health readings:</strong> blood pressure and pulse, blood sugar, weight, height
            and other body measurements, periods (dates and what you note), eye tests, with notes.
            Why: to keep the history and show trends and categories.
          </li>
          <li>
            <strong>Prescriptions:</strong> the files you upload (images or PDFs), their names, type
            and size. Why: to keep them for you and let you open them anywhere.
          </li>
          <li>
            <strong>Price searches:</strong> the medicine name, dose and quantity you search and the
            prices found. Why: to show the comparison and your recent searches.
          </li>
          <li>
            <strong>Payments (Premium only):</strong> order and payment ids, amount, date, status
            and the plan&apos;s end date. We never see or store card, UPI or bank details.
          </li>
          <li>
            <strong>Server logs:</strong> for every request, its time, address path, result,
            duration, a request id and your account id. Never health data.
          </li>
        </ul>
      </Section>
      <Section id="device" title="3. What stays on your device">
        <p>
          So the app works on a weak connection, your browser keeps a copy of what you have recently
          opened (in its IndexedDB storage, at most 2 MB and 7 days old) and the doses you log while
          offline until they reach us. It also keeps your account id, email and username. Signing
          out clears them. The app&apos;s service worker stores only the app&apos;s own files, never
          your data.
        </p>
      </Section>
      <Section id="where" title="4. Where your data is kept">
        <p>
          In our database and a private file store on servers we control, protected by passwords and
          readable only by the MedMitra server. Every record is tied to your account and our code
          answers only the account that is signed in. If data is ever processed outside India, it
          will only be in a country the Government of India has not restricted.
        </p>
      </Section>
      <Section id="retention" title="5. How long we keep it">
        <ul>
          <li>
            Your records, files and price searches: until you delete them, or your account. A
            deleted record or file is removed at once, not hidden.
          </li>
          <li>
            Deleting your account removes the account, every family member, record, file, session
            and consent record in one step, and ends all sessions.
          </li>
          <li>
            A session ends 30 days after it was last used, or when you sign out; its record (device
            and address) is deleted within the next hour. A password reset link works once, for 1
            hour, and is deleted within the next hour.
          </li>
          <li>
            Attempt counters: deleted within two hours. In-app alerts: kept with your account (the
            latest 50 are shown).
          </li>
          <li>Server logs: at most 90 days, then deleted.</li>
          <li>
            Payment records that Indian tax and accounting law requires us to keep (up to 8 years)
            are kept after account deletion, with no health data in them.
          </li>
        </ul>
      </Section>
      <Section id="access" title="6. Who can see your data">
        <p>
          You, on your devices. Our administrators see accounts, sign-up dates, subscriptions and
          payments for support and billing; they never see health data (medicines, readings,
          periods, eye tests, prescriptions or family members&apos; details). Engineers who run the
          servers reach the database only to keep it working and safe, under a duty of
          confidentiality. We share data with authorities only when Indian law requires it.
        </p>
      </Section>
      <Section id="third-parties" title="7. Service providers">
        <ul>
          <li>
            <strong>Email provider:</strong> receives your email address and the email we send (a
            password reset link, an account deletion confirmation, reminders you turned on). Emails
            carry no health readings.
          </li>
          <li>
            <strong>Payment gateway (Razorpay):</strong> when you buy Premium, it receives what you
            enter at checkout and the amount. It handles your card or UPI under RBI rules.
          </li>
          <li>
            <strong>Push services:</strong> if you turn on notifications, your browser&apos;s push
            service (such as Google, Apple or Mozilla) carries each reminder to your device,
            encrypted so that it cannot read it.
          </li>
          <li>
            <strong>Ad provider (Google AdSense), free accounts only:</strong> may show ads and set
            its own cookies on the pages that have an ad slot. We never give it health data or your
            account. Premium accounts see no ads.
          </li>
          <li>
            <strong>Pharmacy price services:</strong> when live prices are on, only the medicine
            name (and dose) you search is sent; nothing about you.
          </li>
        </ul>
      </Section>
      <Section id="children" title="8. Children's data">
        <p>
          Account holders must be 18 or older. A member under 18 is added and managed by the adult
          who holds the account, as their parent or lawful guardian, who gives consent for them. We
          do not track children&apos;s behaviour, profile them or show them targeted ads.
        </p>
      </Section>
      <Section id="security" title="9. How we protect it">
        <p>
          Encrypted connections (HTTPS), hashed passwords and session keys, private file storage,
          limits on repeated attempts, and checks on every request that the data belongs to the
          signed-in account.
        </p>
      </Section>
      <Section id="rights" title="10. Your rights">
        <ul>
          <li>
            <strong>Access:</strong> see your data in the app, or export all of it (files included)
            from Data privacy.
          </li>
          <li>
            <strong>Correction:</strong> edit any record, member or profile field in the app.
          </li>
          <li>
            <strong>Erasure:</strong> delete any record, or your whole account, from the app.
          </li>
          <li>
            <strong>Withdraw consent:</strong> as easily as you gave it. Optional processing
            (reminder emails, health tips, notifications) can be turned off in one place, Data
            privacy; withdrawing consent to everything means deleting your account, which stops all
            processing.
          </li>
          <li>
            <strong>Nomination:</strong> you can name a person to use these rights for you if you
            die or cannot act. Write to the Grievance Officer with their name and contact.
          </li>
          <li>
            <strong>Grievance:</strong> write to the Grievance Officer (Section 11). We answer
            within {GRIEVANCE_RESPONSE_DAYS} days.
          </li>
          <li>
            <strong>Complaint:</strong> if you are not satisfied with our answer, you can complain
            to the Data Protection Board of India.
          </li>
        </ul>
      </Section>
      <Section id="grievance" title="11. Grievance Officer">
        <p>
          {contact.name ? (
            <>
              {contact.name}
              <br />
            </>
          ) : null}
          Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
        <p>
          Please write from your account&apos;s email. We acknowledge within 7 days and resolve
          within {GRIEVANCE_RESPONSE_DAYS} days.
        </p>
      </Section>
      <Section id="breach" title="12. If there is a data breach">
        <p>
          If your personal data is ever exposed, we will tell you without delay by email and in the
          app: what happened, when, what data, the likely effects, what we are doing and what you
          can do. We report it to the Data Protection Board of India as the DPDP Rules require, with
          a full report within {BREACH_NOTICE_HOURS} hours.
        </p>
      </Section>
      <Section id="changes" title="13. Changes to this policy">
        <p>
          When we change this policy in a way that matters, we raise its version and ask you to
          accept it again at your next sign-in. You can decline, sign out and delete your account.
        </p>
      </Section>
    </>
  );
}
