/** /contact and /contact/contactus: the offices, headquarters first, and how to reach the company. */
import { ApiContent, DesktopPage, RichText, useRouteData } from '@site/shared-contracts/section-kit';
import { ContactChannels } from '../../components/contact-channels';
import { JoinTabs } from '../../components/join-tabs';
import { OfficeList } from '../../components/office-list';
import { PageLead } from '../../components/page-lead';
import { useCopy } from '../../copy/copy';
import { contactPage, offices } from '../../routes';

export function ContactPage() {
  const copy = useCopy();
  const page = useRouteData(contactPage);
  const officeList = useRouteData(offices);
  return (
    <DesktopPage headline={copy.headlines.contact} nav={<JoinTabs />} className="join-contact">
      <ApiContent result={page}>
        {(contact) => (
          <>
            <PageLead page={contact} />
            <ApiContent result={officeList}>{(list) => <OfficeList offices={list} />}</ApiContent>
            <ContactChannels channels={contact.blocks} />
            <RichText className="join-contact__copy" html={contact.content} />
          </>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
