import type { PrivacyPolicyText } from './privacy-policy-text';

/**
 * The privacy policy (`./privacy-policy.ts`) in Danish, Norwegian (Bokmål), Swedish, German,
 * French and Spanish: the English sections and paragraphs, in order.
 */
export const PRIVACY_POLICY_TRANSLATIONS: readonly PrivacyPolicyText[] = [
  {
    language: 'da',
    seoTitle: 'Privatlivspolitik',
    seoDescription:
      'Hvad Meridian Corporate gemmer, når du sender en henvendelse, hvorfor, hvor længe, hvem der modtager oplysningerne, og hvilke rettigheder du har.',
    title: 'Privatlivspolitik',
    intro:
      'Her kan du læse, hvad vi gemmer, når du kontakter os via denne hjemmeside, hvorfor vi gemmer det, hvor længe vi opbevarer det, og hvad du kan bede os om.',
    sections: [
      {
        heading: 'Hvem er dataansvarlig',
        paragraphs: [
          'Meridian Corporate, 71-75 Shelton Street, Covent Garden, London WC2H 9JQ, Storbritannien, er dataansvarlig for de personoplysninger, der er beskrevet her. Du kan kontakte os på den e-mailadresse og det telefonnummer, der står nederst på hver side.',
        ],
      },
      {
        heading: 'Hvad vi gemmer',
        paragraphs: [
          'Kontaktformularen: dit for- og efternavn, din e-mailadresse, dit telefonnummer, hvis du oplyser det, emnet og din besked.',
          'Formularen til selskabsstiftelse: antallet af stiftere, den selskabsstruktur, du har valgt, og for hver stifter, om der er tale om en person eller et selskab, navnet, et CVR-nummer, hvis du oplyser det, og om selskabet er udenlandsk.',
          'Ved hver henvendelse gemmer vi tidspunktet for modtagelsen. For at forhindre automatiske eller gentagne indsendelser registrerer vi også den netværksadresse, som din henvendelse blev sendt fra; denne registrering slettes inden for to dage.',
        ],
      },
      {
        heading: 'Hvorfor vi gemmer oplysningerne',
        paragraphs: [
          'Vi bruger udelukkende din henvendelse til at besvare den og, hvis du beder os om det, til at forberede den selskabsstiftelse eller ydelse, du har spurgt om. Behandlingen sker på din anmodning forud for en eventuel aftale, jf. artikel 6, stk. 1, litra b, i databeskyttelsesforordningen (GDPR).',
          'Registreringen af netværksadresser sker for at varetage vores legitime interesse i at beskytte formularerne mod misbrug, jf. artikel 6, stk. 1, litra f, i databeskyttelsesforordningen.',
        ],
      },
      {
        heading: 'Hvem modtager oplysningerne',
        paragraphs: [
          'Din henvendelse gemmes i vores database og sendes pr. e-mail til de medarbejdere, der besvarer henvendelser. Vores leverandører af hosting, database og e-mail behandler den på vores vegne og efter vores instrukser. Vi sælger ikke dine oplysninger og bruger dem ikke til reklameformål.',
        ],
      },
      {
        heading: 'Hvor længe vi opbevarer oplysningerne',
        paragraphs: [
          'Henvendelser slettes automatisk, når den periode, der er angivet øverst på denne side, er udløbet. Hvis din henvendelse fører til en opgave, opbevares dokumenterne vedrørende opgaven i overensstemmelse med lovgivningens krav og på de vilkår, vi aftaler med dig.',
        ],
      },
      {
        heading: 'Cookies og lagring i browseren',
        paragraphs: [
          'Denne hjemmeside sætter ingen cookies hos besøgende og bruger ingen sporingsværktøjer til statistik eller annoncering. Din browser husker det sprog, du vælger, og den seneste lokation, du har valgt, i sit lokale lager (local storage) – udelukkende på din enhed. Du kan til enhver tid slette det i dine browserindstillinger.',
        ],
      },
      {
        heading: 'Dine rettigheder',
        paragraphs: [
          'Du kan bede os om en kopi af de oplysninger, vi har om dig, og bede os om at berigtige eller slette dem, begrænse brugen af dem eller gøre indsigelse mod behandlingen. Skriv til os på e-mailadressen nederst på denne side. Hvis du mener, at vi behandler dine oplysninger i strid med reglerne, kan du klage til en databeskyttelsesmyndighed, f.eks. Datatilsynet i Danmark eller den britiske Information Commissioner’s Office.',
        ],
      },
    ],
  },
  {
    language: 'no',
    seoTitle: 'Personvernerklæring',
    seoDescription:
      'Hva Meridian Corporate lagrer når du sender en henvendelse, hvorfor, hvor lenge, hvem som mottar opplysningene, og hvilke rettigheter du har.',
    title: 'Personvernerklæring',
    intro:
      'Her forklarer vi hva vi lagrer når du kontakter oss via dette nettstedet, hvorfor vi lagrer det, hvor lenge vi oppbevarer det, og hva du kan be oss om.',
    sections: [
      {
        heading: 'Hvem er behandlingsansvarlig',
        paragraphs: [
          'Meridian Corporate, 71-75 Shelton Street, Covent Garden, London WC2H 9JQ, Storbritannia, er behandlingsansvarlig for personopplysningene som er beskrevet her. Du kan nå oss på e-postadressen og telefonnummeret som står nederst på hver side.',
        ],
      },
      {
        heading: 'Hva vi lagrer',
        paragraphs: [
          'Kontaktskjemaet: for- og etternavnet ditt, e-postadressen din, telefonnummeret ditt hvis du oppgir det, emnet og meldingen din.',
          'Skjemaet for selskapsetablering: antall stiftere, selskapsstrukturen du har valgt, og for hver stifter om det er en person eller et selskap, navnet, et CVR-nummer hvis du oppgir det, og om selskapet er utenlandsk.',
          'For hver henvendelse lagrer vi tidspunktet da den kom inn. For å hindre automatiserte eller gjentatte innsendinger registrerer vi også nettverksadressen som henvendelsen ble sendt fra; denne registreringen slettes innen to dager.',
        ],
      },
      {
        heading: 'Hvorfor vi lagrer opplysningene',
        paragraphs: [
          'Vi bruker henvendelsen din bare til å besvare den og, hvis du ber oss om det, til å forberede selskapsetableringen eller tjenesten du har spurt om. Dette er behandling på din anmodning før en eventuell avtaleinngåelse, jf. personvernforordningen (GDPR) artikkel 6 nr. 1 bokstav b.',
          'Registreringen av nettverksadresser ivaretar vår berettigede interesse i å beskytte skjemaene mot misbruk, jf. personvernforordningen artikkel 6 nr. 1 bokstav f.',
        ],
      },
      {
        heading: 'Hvem som mottar opplysningene',
        paragraphs: [
          'Henvendelsen din lagres i databasen vår og sendes på e-post til de ansatte som besvarer henvendelser. Våre leverandører av hosting, database og e-post behandler den på våre vegne og etter våre instrukser. Vi selger ikke opplysningene dine og bruker dem ikke til reklame.',
        ],
      },
      {
        heading: 'Hvor lenge vi oppbevarer opplysningene',
        paragraphs: [
          'Henvendelser slettes automatisk når perioden som er oppgitt øverst på denne siden, er utløpt. Hvis henvendelsen din fører til et oppdrag, oppbevares dokumentene i oppdraget slik loven krever, på de vilkårene vi avtaler med deg.',
        ],
      },
      {
        heading: 'Informasjonskapsler og lagring i nettleseren',
        paragraphs: [
          'Dette nettstedet setter ingen informasjonskapsler (cookies) hos besøkende og bruker ingen sporingsverktøy for analyse eller reklame. Nettleseren din husker språket du velger og det siste stedet du valgte, i sin lokale lagring (local storage), kun på enheten din; du kan når som helst slette dette i innstillingene i nettleseren.',
        ],
      },
      {
        heading: 'Dine rettigheter',
        paragraphs: [
          'Du kan be oss om en kopi av opplysningene vi har om deg, og be oss om å rette eller slette dem, begrense bruken av dem eller protestere mot behandlingen. Skriv til oss på e-postadressen nederst på denne siden. Hvis du mener at vi behandler opplysningene dine i strid med regelverket, kan du klage til en tilsynsmyndighet for personvern, for eksempel det danske Datatilsynet eller det britiske Information Commissioner’s Office.',
        ],
      },
    ],
  },
  {
    language: 'sv',
    seoTitle: 'Integritetspolicy',
    seoDescription:
      'Vad Meridian Corporate sparar när du skickar en förfrågan, varför, hur länge, vem som tar emot uppgifterna och vilka rättigheter du har.',
    title: 'Integritetspolicy',
    intro:
      'Här förklarar vi vad vi sparar när du kontaktar oss via den här webbplatsen, varför vi sparar det, hur länge vi behåller det och vad du kan begära av oss.',
    sections: [
      {
        heading: 'Vem är personuppgiftsansvarig',
        paragraphs: [
          'Meridian Corporate, 71-75 Shelton Street, Covent Garden, London WC2H 9JQ, Storbritannien, är personuppgiftsansvarig för de personuppgifter som beskrivs här. Du når oss på den e-postadress och det telefonnummer som anges längst ned på varje sida.',
        ],
      },
      {
        heading: 'Vad vi sparar',
        paragraphs: [
          'Kontaktformuläret: ditt för- och efternamn, din e-postadress, ditt telefonnummer om du anger det, ämnet och ditt meddelande.',
          'Formuläret för bolagsbildning: antalet stiftare, den bolagsstruktur du har valt och för varje stiftare om det är en person eller ett bolag, dess namn, ett CVR-nummer om du anger ett samt om bolaget är utländskt.',
          'För varje förfrågan sparar vi tidpunkten då den kom in. För att förhindra automatiserade eller upprepade inskick registrerar vi också den nätverksadress som din förfrågan skickades från; den uppgiften raderas inom två dagar.',
        ],
      },
      {
        heading: 'Varför vi sparar uppgifterna',
        paragraphs: [
          'Vi använder din förfrågan endast för att besvara den och, om du ber oss om det, för att förbereda den bolagsbildning eller tjänst som du har frågat om. Det är en behandling på din begäran innan ett eventuellt avtal ingås (artikel 6.1 b i dataskyddsförordningen, GDPR).',
          'Registreringen av nätverksadresser grundar sig på vårt berättigade intresse av att skydda formulären mot missbruk (artikel 6.1 f i dataskyddsförordningen).',
        ],
      },
      {
        heading: 'Vem som tar emot uppgifterna',
        paragraphs: [
          'Din förfrågan sparas i vår databas och skickas via e-post till de medarbetare som besvarar förfrågningar. Våra leverantörer av hosting, databas och e-post behandlar den för vår räkning och enligt våra instruktioner. Vi säljer inte dina uppgifter och använder dem inte för reklam.',
        ],
      },
      {
        heading: 'Hur länge vi sparar uppgifterna',
        paragraphs: [
          'Förfrågningar raderas automatiskt när den period som anges överst på den här sidan har löpt ut. Om din förfrågan leder till ett uppdrag sparas handlingarna i uppdraget enligt lagens krav och på de villkor som vi kommer överens om med dig.',
        ],
      },
      {
        heading: 'Kakor och lagring i webbläsaren',
        paragraphs: [
          'Den här webbplatsen sätter inga kakor (cookies) hos besökare och använder inga spårningsverktyg för analys eller annonsering. Din webbläsare kommer ihåg vilket språk du väljer och den senaste plats du valde i sin lokala lagring (local storage), endast på din enhet; du kan när som helst rensa den i webbläsarens inställningar.',
        ],
      },
      {
        heading: 'Dina rättigheter',
        paragraphs: [
          'Du kan begära en kopia av de uppgifter som vi har om dig och be oss att rätta eller radera dem, begränsa användningen av dem eller invända mot behandlingen. Skriv till oss på e-postadressen längst ned på den här sidan. Om du anser att vi behandlar dina uppgifter i strid med reglerna kan du lämna klagomål till en dataskyddsmyndighet, till exempel danska Datatilsynet eller brittiska Information Commissioner’s Office.',
        ],
      },
    ],
  },
  {
    language: 'de',
    seoTitle: 'Datenschutzerklärung',
    seoDescription:
      'Was Meridian Corporate speichert, wenn Sie eine Anfrage senden, warum, wie lange, wer die Daten erhält und welche Rechte Sie haben.',
    title: 'Datenschutzerklärung',
    intro:
      'Auf dieser Seite erfahren Sie, was wir speichern, wenn Sie uns über diese Website kontaktieren, warum wir es speichern, wie lange wir es aufbewahren und was Sie von uns verlangen können.',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die hier beschriebenen personenbezogenen Daten ist Meridian Corporate, 71-75 Shelton Street, Covent Garden, London WC2H 9JQ, Vereinigtes Königreich. Sie erreichen uns unter der E-Mail-Adresse und der Telefonnummer, die unten auf jeder Seite angegeben sind.',
        ],
      },
      {
        heading: 'Welche Daten wir speichern',
        paragraphs: [
          'Kontaktformular: Ihr Vor- und Nachname, Ihre E-Mail-Adresse, Ihre Telefonnummer, sofern Sie sie angeben, der Betreff und Ihre Nachricht.',
          'Formular zur Firmengründung: die Anzahl der Gründer, die von Ihnen gewählte Gesellschaftsstruktur sowie für jeden Gründer, ob es sich um eine natürliche Person oder eine Gesellschaft handelt, der Name, eine CVR-Nummer, sofern Sie eine angeben, und ob es sich um eine ausländische Gesellschaft handelt.',
          'Zu jeder Anfrage speichern wir den Zeitpunkt ihres Eingangs. Um automatisierte oder wiederholte Übermittlungen zu verhindern, erfassen wir außerdem die Netzwerkadresse, von der Ihre Anfrage gesendet wurde; dieser Eintrag wird innerhalb von zwei Tagen gelöscht.',
        ],
      },
      {
        heading: 'Warum wir die Daten speichern',
        paragraphs: [
          'Wir verwenden Ihre Anfrage ausschließlich, um sie zu beantworten und – wenn Sie uns darum bitten – die Firmengründung oder Leistung vorzubereiten, nach der Sie gefragt haben. Es handelt sich um eine Verarbeitung auf Ihre Anfrage zur Durchführung vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO).',
          'Die Erfassung der Netzwerkadressen dient unserem berechtigten Interesse, die Formulare vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        heading: 'Wer die Daten erhält',
        paragraphs: [
          'Ihre Anfrage wird in unserer Datenbank gespeichert und per E-Mail an die Mitarbeitenden gesendet, die Anfragen beantworten. Unsere Anbieter für Hosting, Datenbank und E-Mail verarbeiten sie in unserem Auftrag und nach unseren Weisungen. Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung.',
        ],
      },
      {
        heading: 'Wie lange wir die Daten aufbewahren',
        paragraphs: [
          'Anfragen werden automatisch gelöscht, sobald der oben auf dieser Seite angegebene Zeitraum abgelaufen ist. Führt Ihre Anfrage zu einem Auftrag, werden die Unterlagen dieses Auftrags nach den gesetzlichen Vorgaben und zu den mit Ihnen vereinbarten Bedingungen aufbewahrt.',
        ],
      },
      {
        heading: 'Cookies und Speicherung im Browser',
        paragraphs: [
          'Diese Website setzt für Besucher keine Cookies und verwendet keine Analyse- oder Werbetracker. Ihr Browser speichert die von Ihnen gewählte Sprache und den zuletzt ausgewählten Standort im lokalen Speicher (Local Storage), und zwar nur auf Ihrem Gerät; Sie können diese Angaben jederzeit in Ihren Browsereinstellungen löschen.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie können von uns eine Kopie der Daten verlangen, die wir über Sie gespeichert haben, sowie deren Berichtigung, Löschung oder die Einschränkung ihrer Verarbeitung; außerdem können Sie der Verarbeitung widersprechen. Schreiben Sie uns dazu an die E-Mail-Adresse unten auf dieser Seite. Wenn Sie der Ansicht sind, dass wir Ihre Daten rechtswidrig verarbeiten, können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren, etwa bei der dänischen Datenschutzbehörde Datatilsynet oder beim britischen Information Commissioner’s Office.',
        ],
      },
    ],
  },
  {
    language: 'fr',
    seoTitle: 'Politique de confidentialité',
    seoDescription:
      'Ce que Meridian Corporate conserve lorsque vous envoyez une demande, pourquoi, pendant combien de temps, qui la reçoit et quels sont vos droits.',
    title: 'Politique de confidentialité',
    intro:
      'Cette page explique quelles données nous conservons lorsque vous nous contactez via ce site, pourquoi nous les conservons, pendant combien de temps et ce que vous pouvez nous demander.',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'Meridian Corporate, 71-75 Shelton Street, Covent Garden, Londres WC2H 9JQ, Royaume-Uni, est responsable du traitement des données personnelles décrites ici. Vous pouvez nous joindre à l’adresse e-mail et au numéro de téléphone indiqués en bas de chaque page.',
        ],
      },
      {
        heading: 'Données que nous conservons',
        paragraphs: [
          'Formulaire de contact : vos prénom et nom, votre adresse e-mail, votre numéro de téléphone si vous l’indiquez, l’objet et votre message.',
          'Formulaire de création de société : le nombre de fondateurs, la structure de société que vous avez choisie et, pour chaque fondateur, s’il s’agit d’une personne physique ou d’une société, son nom, un numéro CVR si vous en indiquez un, et si la société est étrangère.',
          'Pour chaque demande, nous enregistrons la date et l’heure de sa réception. Afin d’empêcher les envois automatisés ou répétés, nous enregistrons également l’adresse réseau depuis laquelle votre demande a été envoyée ; cette donnée est supprimée dans un délai de deux jours.',
        ],
      },
      {
        heading: 'Pourquoi nous conservons ces données',
        paragraphs: [
          'Nous utilisons votre demande uniquement pour y répondre et, si vous nous le demandez, pour préparer la création de société ou le service qui vous intéresse. Il s’agit d’un traitement effectué à votre demande avant la conclusion éventuelle d’un contrat (article 6, paragraphe 1, point b), du RGPD).',
          'L’enregistrement des adresses réseau répond à notre intérêt légitime à protéger les formulaires contre les abus (article 6, paragraphe 1, point f), du RGPD).',
        ],
      },
      {
        heading: 'Destinataires des données',
        paragraphs: [
          'Votre demande est enregistrée dans notre base de données et transmise par e-mail aux collaborateurs chargés de répondre aux demandes. Nos prestataires d’hébergement, de base de données et de messagerie la traitent pour notre compte et selon nos instructions. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les demandes sont supprimées automatiquement à l’expiration de la durée indiquée en haut de cette page. Si votre demande donne lieu à une mission, les documents de cette mission sont conservés conformément aux obligations légales, selon les conditions convenues avec vous.',
        ],
      },
      {
        heading: 'Cookies et stockage dans le navigateur',
        paragraphs: [
          'Ce site ne dépose aucun cookie chez les visiteurs et n’utilise aucun traceur de mesure d’audience ou publicitaire. Votre navigateur mémorise la langue que vous choisissez et la dernière destination que vous avez sélectionnée dans son stockage local, uniquement sur votre appareil ; vous pouvez l’effacer à tout moment dans les paramètres de votre navigateur.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez nous demander une copie des données que nous détenons à votre sujet, ainsi que leur rectification, leur effacement ou la limitation de leur utilisation ; vous pouvez également vous opposer à leur traitement. Écrivez-nous à l’adresse e-mail indiquée en bas de cette page. Si vous estimez que nous traitons vos données de manière illicite, vous pouvez introduire une réclamation auprès d’une autorité de protection des données, par exemple l’autorité danoise Datatilsynet ou l’Information Commissioner’s Office britannique.',
        ],
      },
    ],
  },
  {
    language: 'es',
    seoTitle: 'Política de privacidad',
    seoDescription:
      'Qué datos guarda Meridian Corporate cuando usted envía una solicitud, por qué, durante cuánto tiempo, quién los recibe y cuáles son sus derechos.',
    title: 'Política de privacidad',
    intro:
      'En esta página le explicamos qué datos guardamos cuando se pone en contacto con nosotros a través de este sitio web, por qué los guardamos, durante cuánto tiempo los conservamos y qué puede solicitarnos.',
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          'Meridian Corporate, 71-75 Shelton Street, Covent Garden, Londres WC2H 9JQ, Reino Unido, es el responsable del tratamiento de los datos personales aquí descritos. Puede ponerse en contacto con nosotros en la dirección de correo electrónico y el número de teléfono que figuran al pie de cada página.',
        ],
      },
      {
        heading: 'Qué datos guardamos',
        paragraphs: [
          'Formulario de contacto: su nombre y apellidos, su dirección de correo electrónico, su número de teléfono si lo facilita, el asunto y su mensaje.',
          'Formulario de constitución de sociedades: el número de fundadores, la estructura societaria que ha elegido y, para cada fundador, si se trata de una persona física o de una sociedad, su nombre, un número CVR si lo facilita y si la sociedad es extranjera.',
          'Con cada solicitud guardamos la fecha y hora de su recepción. Para impedir envíos automatizados o repetidos, registramos también la dirección de red desde la que se envió su solicitud; este registro se elimina en un plazo de dos días.',
        ],
      },
      {
        heading: 'Por qué los guardamos',
        paragraphs: [
          'Utilizamos su solicitud únicamente para responderla y, si usted nos lo pide, para preparar la constitución de la sociedad o el servicio por el que ha preguntado. Se trata de un tratamiento realizado a petición suya con carácter previo a un posible contrato (artículo 6, apartado 1, letra b), del RGPD).',
          'El registro de las direcciones de red responde a nuestro interés legítimo en proteger los formularios frente a abusos (artículo 6, apartado 1, letra f), del RGPD).',
        ],
      },
      {
        heading: 'Quién recibe los datos',
        paragraphs: [
          'Su solicitud se guarda en nuestra base de datos y se envía por correo electrónico al personal encargado de responder a las solicitudes. Nuestros proveedores de alojamiento web, base de datos y correo electrónico la tratan por cuenta nuestra y siguiendo nuestras instrucciones. No vendemos sus datos ni los utilizamos con fines publicitarios.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Las solicitudes se eliminan automáticamente una vez transcurrido el plazo indicado al principio de esta página. Si su solicitud da lugar a un encargo, la documentación de dicho encargo se conserva conforme a lo exigido por la ley y en las condiciones que acordemos con usted.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento en el navegador',
        paragraphs: [
          'Este sitio web no instala cookies a los visitantes ni utiliza rastreadores analíticos o publicitarios. Su navegador recuerda el idioma que usted elige y la última ubicación que seleccionó en su almacenamiento local, solo en su dispositivo; puede borrarlo en cualquier momento desde la configuración del navegador.',
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          'Puede solicitarnos una copia de los datos que tenemos sobre usted, así como su rectificación o supresión o la limitación de su uso, y puede oponerse a su tratamiento. Escríbanos a la dirección de correo electrónico que figura al pie de esta página. Si considera que tratamos sus datos de forma ilícita, puede presentar una reclamación ante una autoridad de protección de datos, como la autoridad danesa Datatilsynet o la Information Commissioner’s Office del Reino Unido.',
        ],
      },
    ],
  },
];
