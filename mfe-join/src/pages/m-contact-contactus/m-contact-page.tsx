/** /m/contact/contactus: the contact page made for a phone, calling and writing with one tap. */
import { ApiContent, MobilePage, RichText, useRouteData } from '@site/shared-contracts/section-kit';
import { ContactChannels } from '../../components/contact-channels';
import { OfficeList } from '../../components/office-list';
import { PageLead } from '../../components/page-lead';
import { useCopy } from '../../copy/copy';
import { contactPage, offices } from '../../routes';

export function MobileContactPage() {
  const copy = useCopy();
  const page = useRouteData(contactPage);
  const officeList = useRouteData(offices);
  return (
    <MobilePage headline={copy.headlines.contact} className="join-m-contact">
      <ApiContent result={officeList}>{(list) => <OfficeList offices={list} mobile />}</ApiContent>
      <ApiContent result={page}>
        {(contact) => (
          <>
            <PageLead page={contact} />
            <ContactChannels channels={contact.blocks} />
            <RichText className="join-contact__copy" html={contact.content} />
          </>
        )}
      </ApiContent>
    </MobilePage>
  );
}
