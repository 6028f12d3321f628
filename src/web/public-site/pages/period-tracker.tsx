import { CYCLE_RULES } from '@core/health/cycle';
import { pageHref } from '../document';
import type { PublicPage } from '../registry';
import { trackerPageData } from '../structured-data';
import { NotMedicalAdvice, Screenshot } from '../ui';

const R = CYCLE_RULES;
const GUIDE = '/period-tracking-guide';

const title = {
  en: 'Period tracker: know when your next period is due',
  hi: 'पीरियड ट्रैकर: जानें अगला पीरियड कब आएगा',
} as const;

const description = {
  en: 'Log your periods, see the next expected date with a likely window, your fertile days and whether your cycles are regular. Private, free, in English and Hindi.',
  hi: 'अपने पीरियड दर्ज करें, अगली संभावित तारीख़ और उसके आसपास के दिन, गर्भधारण की संभावना वाले दिन, और चक्र नियमित है या नहीं, देखें। निजी, मुफ़्त, हिन्दी और English में।',
} as const;

function English() {
  return (
    <>
      <p className="lead">
        Write down the day each period starts, and MedMitra works out when the next one is likely to
        come, how long your cycles usually are, and whether they are regular. It is useful for
        planning travel, exams and festivals, and for answering the doctor&apos;s first question:
        &quot;When was your last period?&quot;
      </p>
      <h2>What you can record</h2>
      <ul>
        <li>
          The first and last day of each period, and the flow: spotting, light, medium or heavy.
        </li>
        <li>Symptoms such as cramps, headache or tiredness, and a note.</li>
        <li>
          A cycle you want left out of the average (after an illness, a miscarriage or stopping the
          pill, say).
        </li>
        <li>A calendar marks your periods and the predicted days.</li>
      </ul>
      <Screenshot
        lang="en"
        name="period"
        alt="The period tracker: next period 12 Dec 2026, likely between 11 and 13 Dec; your period is due in 17 days; average cycle 29 days based on 3 cycles; fertile window 23 to 29 Nov, ovulation around 28 Nov."
      />
      <h2>What MedMitra works out</h2>
      <ul>
        <li>
          <strong>The next period</strong>: your last start date plus your average cycle length,
          from your last {R.maxCycles} cycles at most. Until you have logged 3 period starts (2 full
          cycles), a {R.defaultLength}-day cycle is assumed.
        </li>
        <li>
          <strong>A likely window</strong> around that date, wider when your cycles vary more (from{' '}
          {R.minSpread} to {R.maxSpread} days either side).
        </li>
        <li>
          <strong>The fertile window</strong>: ovulation is estimated {R.lutealDays} days before the
          next period, and the fertile days from {R.fertileDaysBefore} days before it to{' '}
          {R.fertileDaysAfter} day after.
        </li>
        <li>
          <strong>Irregular cycles</strong> are flagged: a cycle shorter than {R.regularMin} or
          longer than {R.regularMax} days, or more than {R.maxVariation} days between your shortest
          and longest cycle.
        </li>
        <li>
          <strong>A reminder</strong> {R.remindDaysBefore} days before the expected date.
        </li>
      </ul>
      <p>
        How these numbers are worked out, what they cannot tell you, and when to see a doctor: read
        our <a href={pageHref(GUIDE, 'en')}>period tracking guide</a>.
      </p>
      <h2>Private, and for the whole family</h2>
      <p>
        A mother can keep track for a teenage daughter on the family account, and each person&apos;s
        records are kept apart. Your health records are seen only by your account: MedMitra&apos;s
        staff never see them.
      </p>
      <NotMedicalAdvice lang="en">
        The predicted dates are estimates from your own past cycles. A period tracker is not a
        method of contraception and cannot tell you whether you are pregnant. For pain, very heavy
        bleeding or a missed period, talk to a doctor.
      </NotMedicalAdvice>
    </>
  );
}

function Hindi() {
  return (
    <>
      <p className="lead">
        हर पीरियड शुरू होने का दिन लिखती जाइए, और MedMitra बताएगा कि अगला पीरियड कब आने की संभावना है,
        आपका चक्र आमतौर पर कितने दिन का है, और वह नियमित है या नहीं। यह यात्रा, परीक्षा और त्योहारों की तैयारी
        में काम आता है, और डॉक्टर के पहले सवाल का जवाब भी देता है: &quot;आख़िरी पीरियड कब आया था?&quot;
      </p>
      <h2>आप क्या दर्ज कर सकती हैं</h2>
      <ul>
        <li>हर पीरियड का पहला और आख़िरी दिन, और बहाव: धब्बे, हल्का, मध्यम या ज़्यादा।</li>
        <li>लक्षण, जैसे पेट में ऐंठन, सिरदर्द या थकान, और अपना कोई नोट।</li>
        <li>
          कोई चक्र जिसे आप औसत में नहीं गिनना चाहतीं (जैसे बीमारी, गर्भपात या गर्भनिरोधक गोली छोड़ने के बाद का)।
        </li>
        <li>कैलेंडर पर आपके पीरियड और अनुमानित दिन दिखते हैं।</li>
      </ul>
      <Screenshot
        lang="hi"
        name="period"
        alt="पीरियड ट्रैकर: अगला पीरियड 12 दिसंबर 2026, संभवतः 11 से 13 दिसंबर के बीच; आपका पीरियड 17 दिन में आने वाला है; औसत चक्र 29 दिन, 3 चक्रों के आधार पर; गर्भधारण की संभावना वाले दिन 23 से 29 नवंबर, ओव्यूलेशन लगभग 28 नवंबर।"
      />
      <h2>MedMitra क्या हिसाब लगाता है</h2>
      <ul>
        <li>
          <strong>अगला पीरियड</strong>: आख़िरी पीरियड शुरू होने की तारीख़ में आपके औसत चक्र के दिन जोड़कर,
          ज़्यादा से ज़्यादा पिछले {R.maxCycles} चक्रों से। जब तक 3 पीरियड की शुरुआत (यानी 2 पूरे चक्र) दर्ज न हों,
          चक्र {R.defaultLength} दिन का माना जाता है।
        </li>
        <li>
          <strong>संभावित दिन</strong>: उस तारीख़ के आगे-पीछे कुछ दिन, और अगर आपके चक्र ज़्यादा बदलते हैं तो
          ज़्यादा दिन (दोनों तरफ़ {R.minSpread} से {R.maxSpread} दिन तक)।
        </li>
        <li>
          <strong>गर्भधारण की संभावना वाले दिन</strong>: ओव्यूलेशन अगले पीरियड से {R.lutealDays} दिन पहले
          माना जाता है, और ये दिन उससे {R.fertileDaysBefore} दिन पहले से {R.fertileDaysAfter} दिन बाद तक।
        </li>
        <li>
          <strong>अनियमित चक्र</strong> की सूचना: जब कोई चक्र {R.regularMin} दिन से छोटा या{' '}
          {R.regularMax} दिन से लंबा हो, या सबसे छोटे और सबसे लंबे चक्र में {R.maxVariation} दिन से ज़्यादा का
          अंतर हो।
        </li>
        <li>
          <strong>रिमाइंडर</strong>: अनुमानित तारीख़ से {R.remindDaysBefore} दिन पहले।
        </li>
      </ul>
      <p>
        ये अनुमान कैसे लगते हैं, इनसे क्या पता नहीं चलता, और डॉक्टर को कब दिखाएँ: हमारी{' '}
        <a href={pageHref(GUIDE, 'hi')}>पीरियड ट्रैकिंग गाइड</a> पढ़ें।
      </p>
      <h2>निजी, और पूरे परिवार के लिए</h2>
      <p>
        माँ परिवार के खाते में अपनी किशोर बेटी का हिसाब भी रख सकती है, और हर व्यक्ति का रिकॉर्ड अलग रहता है।
        आपके सेहत के रिकॉर्ड सिर्फ़ आपके खाते में दिखते हैं: MedMitra के कर्मचारी इन्हें कभी नहीं देखते।
      </p>
      <NotMedicalAdvice lang="hi">
        अनुमानित तारीख़ें आपके अपने पिछले चक्रों से निकाला गया अंदाज़ा हैं। पीरियड ट्रैकर गर्भनिरोध का तरीका नहीं है,
        और इससे यह पता नहीं चल सकता कि आप गर्भवती हैं या नहीं। दर्द, बहुत ज़्यादा खून आने या पीरियड न आने पर
        डॉक्टर से बात करें।
      </NotMedicalAdvice>
    </>
  );
}

export const periodTrackerPage: PublicPage = {
  path: '/period-tracker',
  title,
  description,
  navLabel: { en: 'Period tracker', hi: 'पीरियड ट्रैकर' },
  body: { en: English, hi: Hindi },
  structuredData: trackerPageData(title, description),
};
