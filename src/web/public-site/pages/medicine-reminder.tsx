import { DEFAULT_REFILL_THRESHOLD_DAYS, MISSED_AFTER_MS } from '@core/medicines';
import { pageHref } from '../document';
import type { PublicPage } from '../registry';
import { trackerPageData } from '../structured-data';
import { NotMedicalAdvice, Screenshot } from '../ui';

const MISSED_AFTER_HOURS = MISSED_AFTER_MS / 3_600_000;
const SNOOZE_MINUTES = 15;

const title = {
  en: 'Medicine reminders for the whole family',
  hi: 'पूरे परिवार के लिए दवा रिमाइंडर',
} as const;

const description = {
  en: "Reminders for your own and your parents' medicines, one tap to log each dose, and a refill alert before the strip runs out. Free, in English and Hindi.",
  hi: 'अपनी और माता-पिता की दवाओं के रिमाइंडर, हर खुराक एक टैप में दर्ज, और पत्ता खत्म होने से पहले दवा दोबारा लाने की याद। मुफ़्त, हिन्दी और English में।',
} as const;

function English() {
  return (
    <>
      <p className="lead">
        In many homes one person looks after everyone&apos;s medicines: Papa&apos;s BP tablet after
        breakfast, Maa&apos;s thyroid tablet before tea, a child&apos;s antibiotic course, your own
        vitamin at night. MedMitra keeps one list for the whole family, tells you when a dose is
        due, and shows who has taken what today.
      </p>
      <h2>What the medicine reminder does</h2>
      <ul>
        <li>
          <strong>One list for the family.</strong> Every medicine belongs to a person: you, your
          spouse, your parents, your children. Filter the list by person, or see everyone&apos;s at
          once.
        </li>
        <li>
          <strong>Schedules the way your doctor writes them.</strong> Type <code>1-0-1</code> for
          morning and night, <code>1-1-1</code> for three times a day, or <code>1-1-1-1</code> to
          add the evening. You can also choose once to four times a day, every few hours, certain
          days of the week, or &quot;as needed&quot;, and a course with an end date (a 5-day
          antibiotic).
        </li>
        <li>
          <strong>A reminder when a dose is due.</strong> While MedMitra is open, the due medicine
          appears on screen: mark it taken, or snooze it for {SNOOZE_MINUTES} minutes.
        </li>
        <li>
          <strong>An honest count for the day.</strong> Home shows how many doses were taken out of
          how many are due. A dose not marked within {MISSED_AFTER_HOURS} hours of its time is
          recorded as missed.
        </li>
        <li>
          <strong>Refill alerts.</strong> Enter how many tablets you have. MedMitra counts them down
          as doses are taken and warns you when the stock will last {DEFAULT_REFILL_THRESHOLD_DAYS}{' '}
          days or fewer (you can change the number of days for each medicine).
        </li>
        <li>
          <strong>Prescriptions and prices.</strong> Keep a photo of the prescription with the
          person&apos;s medicines, and compare a medicine&apos;s price at PharmEasy, Apollo Pharmacy
          and Medplus Mart, with the Jan Aushadhi generic where there is one.
        </li>
      </ul>
      <Screenshot
        lang="en"
        name="medications"
        alt="The Medications screen: Atorvastatin 10 mg once daily (0-0-1) for Ramesh, next dose 8:00 pm today, with food, 27 tablets left, about 27 days; Metformin 500 mg twice daily (1-0-1)."
      />
      <h2>How to set it up in five minutes</h2>
      <ol>
        <li>Sign in, or create a free account with your email.</li>
        <li>
          Open <strong>Family</strong> and add the people whose medicines you look after.
        </li>
        <li>
          Tap <strong>Meds</strong>, then <strong>Add New Medication</strong>. Enter the name and
          dose as written on the strip (for example &quot;Metformin 500 mg&quot;), choose the
          person, and type the schedule from the prescription, such as <code>1-0-1</code>.
        </li>
        <li>Enter how many tablets are in the box, if you want refill alerts.</li>
        <li>
          Add MedMitra to your home screen so it opens like an app: in Chrome on Android, tap{' '}
          <strong>Install app</strong> in the menu; on iPhone, tap <strong>Share</strong> in Safari,
          then <strong>Add to Home Screen</strong>.
        </li>
      </ol>
      <Screenshot
        lang="en"
        name="home"
        alt="The Home screen: Today's Progress, 3 of 5 doses taken today, 60%, and quick actions for medicine reminders and the health trackers."
      />
      <h2>Reminders on your phone</h2>
      <p>
        Everyone gets the on-screen reminder while MedMitra is open. Phone notifications for
        medicines, periods and check-ups (smart notifications) are part of MedMitra Premium, ₹120
        for a year. General health tips can be turned on by anyone.
      </p>
      <h2>Tips that help</h2>
      <ul>
        <li>Update the tablet count when you buy a new strip, so the refill alert stays right.</li>
        <li>
          Keep one person in charge of the elders&apos; medicines on one account: the whole family
          is in one place.
        </li>
        <li>Take the app to the doctor: the list shows exactly what is being taken, and when.</li>
      </ul>
      <NotMedicalAdvice lang="en">
        MedMitra reminds you of the schedule you enter. It does not check doses or interactions
        between medicines. Never start, stop or change a medicine without asking your doctor.
      </NotMedicalAdvice>
      <p>
        Also see the <a href={pageHref('/diabetes-tracker', 'en')}>diabetes tracker</a> and the{' '}
        <a href={pageHref('/weight-loss-tracker', 'en')}>weight tracker</a>.
      </p>
    </>
  );
}

function Hindi() {
  return (
    <>
      <p className="lead">
        कई घरों में एक ही व्यक्ति सबकी दवाएँ सँभालता है: पापा की BP की गोली नाश्ते के बाद, माँ की थायरॉइड की
        गोली चाय से पहले, बच्चे का एंटीबायोटिक का कोर्स, और रात को आपका अपना विटामिन। MedMitra पूरे परिवार
        की दवाओं की एक सूची रखता है, खुराक का समय होने पर बताता है, और दिखाता है कि आज किसने कौन-सी दवा ले ली
        है।
      </p>
      <h2>दवा रिमाइंडर क्या करता है</h2>
      <ul>
        <li>
          <strong>पूरे परिवार की एक सूची।</strong> हर दवा किसी एक व्यक्ति की होती है: आप, आपके जीवनसाथी,
          माता-पिता, बच्चे। सूची को व्यक्ति के हिसाब से छाँटें, या सबकी दवाएँ एक साथ देखें।
        </li>
        <li>
          <strong>डॉक्टर जैसे लिखते हैं, वैसा ही समय।</strong> सुबह और रात के लिए <code>1-0-1</code> लिखें, दिन
          में तीन बार के लिए <code>1-1-1</code>, और शाम जोड़ने के लिए <code>1-1-1-1</code>। आप दिन में एक से
          चार बार, कुछ घंटों के अंतर पर, हफ़्ते के चुने हुए दिन, या &quot;ज़रूरत पड़ने पर&quot; भी चुन सकते हैं, और तय
          दिनों का कोर्स भी (जैसे 5 दिन की एंटीबायोटिक)।
        </li>
        <li>
          <strong>खुराक के समय रिमाइंडर।</strong> जब MedMitra खुला हो, समय वाली दवा स्क्रीन पर आ जाती है:
          &quot;ली गई&quot; दबाएँ, या {SNOOZE_MINUTES} मिनट बाद फिर याद दिलाने को कहें।
        </li>
        <li>
          <strong>दिन का सही हिसाब।</strong> होम स्क्रीन पर दिखता है कि आज की कितनी खुराकों में से कितनी ली
          गईं। जो खुराक अपने समय के {MISSED_AFTER_HOURS} घंटे के अंदर दर्ज न हो, वह छूटी हुई मानी जाती है।
        </li>
        <li>
          <strong>दवा खत्म होने से पहले याद।</strong> घर में कितनी गोलियाँ हैं, यह लिख दें। हर ली गई खुराक के साथ
          MedMitra गिनती घटाता है, और जब दवा {DEFAULT_REFILL_THRESHOLD_DAYS} दिन या उससे कम चलने लायक
          बचे, तब बता देता है (हर दवा के लिए दिन आप बदल सकते हैं)।
        </li>
        <li>
          <strong>पर्चे और दाम।</strong> पर्चे की फ़ोटो उसी व्यक्ति की दवाओं के साथ रखें, और किसी दवा का दाम
          PharmEasy, Apollo Pharmacy और Medplus Mart पर मिलाएँ, साथ में जन औषधि की सस्ती जेनेरिक दवा, अगर
          वह उपलब्ध है।
        </li>
      </ul>
      <Screenshot
        lang="hi"
        name="medications"
        alt="दवाओं की स्क्रीन: Ramesh के लिए Atorvastatin 10 mg, दिन में एक बार (0-0-1), अगली खुराक आज रात 8:00 बजे, खाने के साथ, 27 गोलियाँ बची हैं, लगभग 27 दिन; Metformin 500 mg दिन में दो बार (1-0-1)।"
      />
      <h2>पाँच मिनट में शुरू करें</h2>
      <ol>
        <li>साइन इन करें, या अपने ईमेल से मुफ़्त खाता बनाएँ।</li>
        <li>
          <strong>परिवार</strong> में उन लोगों को जोड़ें जिनकी दवाएँ आप सँभालते हैं।
        </li>
        <li>
          <strong>दवाएँ</strong> पर टैप करें, फिर <strong>नई दवा जोड़ें</strong>। दवा का नाम और ताक़त पत्ते पर
          जैसी लिखी है वैसी भरें (जैसे &quot;Metformin 500 mg&quot;), व्यक्ति चुनें, और पर्चे से समय लिखें, जैसे{' '}
          <code>1-0-1</code>।
        </li>
        <li>अगर दवा खत्म होने की याद चाहिए, तो डिब्बे में कितनी गोलियाँ हैं, यह भरें।</li>
        <li>
          MedMitra को होम स्क्रीन पर जोड़ें ताकि यह ऐप की तरह खुले: Android पर Chrome के मेन्यू में{' '}
          <strong>ऐप इंस्टॉल करें</strong> (Install app) दबाएँ; iPhone पर Safari में <strong>शेयर</strong>{' '}
          (Share), फिर <strong>होम स्क्रीन में जोड़ें</strong> (Add to Home Screen) दबाएँ।
        </li>
      </ol>
      <Screenshot
        lang="hi"
        name="home"
        alt="होम स्क्रीन: आज की प्रगति, आज 5 में से 3 खुराकें ली गईं, 60%, और दवा रिमाइंडर व सेहत ट्रैकर के झटपट बटन।"
      />
      <h2>फ़ोन पर रिमाइंडर</h2>
      <p>
        MedMitra खुला हो तो स्क्रीन पर रिमाइंडर सबको मिलता है। दवा, पीरियड और जाँच के लिए फ़ोन की सूचनाएँ
        (स्मार्ट नोटिफ़िकेशन) MedMitra प्रीमियम में हैं, ₹120 में एक साल। सेहत से जुड़ी आम सलाह कोई भी चालू कर सकता
        है।
      </p>
      <h2>काम की बातें</h2>
      <ul>
        <li>नया पत्ता खरीदें तो गोलियों की गिनती ठीक कर दें, ताकि दवा खत्म होने की याद सही समय पर आए।</li>
        <li>घर के बड़ों की दवाएँ एक खाते में एक ही व्यक्ति सँभाले: पूरा परिवार एक जगह दिखता है।</li>
        <li>डॉक्टर के पास ऐप साथ ले जाएँ: सूची में साफ़ दिखता है कि कौन-सी दवा कब ली जा रही है।</li>
      </ul>
      <NotMedicalAdvice lang="hi">
        MedMitra आपके भरे हुए समय की याद दिलाता है। यह खुराक या दवाओं के आपसी असर की जाँच नहीं करता। डॉक्टर से
        पूछे बिना कोई दवा शुरू, बंद या कम-ज़्यादा न करें।
      </NotMedicalAdvice>
      <p>
        यह भी देखें: <a href={pageHref('/diabetes-tracker', 'hi')}>डायबिटीज़ ट्रैकर</a> और{' '}
        <a href={pageHref('/weight-loss-tracker', 'hi')}>वज़न ट्रैकर</a>।
      </p>
    </>
  );
}

export const medicineReminderPage: PublicPage = {
  path: '/medicine-reminder',
  title,
  description,
  navLabel: { en: 'Medicine reminder', hi: 'दवा रिमाइंडर' },
  body: { en: English, hi: Hindi },
  structuredData: trackerPageData(title, description),
};
