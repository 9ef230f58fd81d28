import type { Settings } from '../../shared/contract/index.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { factList } from '../ui/styles.ts';
import { card } from './bookingPageStyles.ts';

/** The venue's contact information (doc 2 §2), with tel: and mailto: links. */
export function VenueContact({ settings, t }: { settings: Settings; t: Translate }) {
  const { phoneNumber, email, address } = settings;
  if (!phoneNumber && !email && !address) return null;
  const at = (email?.indexOf('@') ?? -1) + 1;
  return (
    <section css={card} aria-labelledby="booking-contact-title" data-testid="venue-contact">
      <h3 id="booking-contact-title">{t('contact.title')}</h3>
      <p>{settings.unitsMetaData.name}</p>
      <dl css={factList}>
        {phoneNumber && (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>
                {/* A narrow card breaks the address after its @, not inside the domain. */}
                {email.slice(0, at)}
                <wbr />
                {email.slice(at)}
              </a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt>{t('contact.address')}</dt>
            <dd>{address}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
