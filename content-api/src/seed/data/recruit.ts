/**
 * Recruitment and workplace seed: social and campus openings, offices, office environment,
 * employee life and the contact / join / campus pages. English ids are the Chinese id + 500.
 */
import type { RecruitSeed } from '../types';

const HR_EMAIL = 'hr@hanshufintech.cn';

export const recruitSeed: RecruitSeed = {
  // -------------------------------------------------------------------------------------------
  // Social recruitment
  socialPosts: {
    zh: [
      {
        id: 1,
        title: '高级Java开发工程师',
        city: '北京',
        category: '技术',
        department: '技术研发中心·核心平台部',
        headcount: 3,
        experience: '5-10年',
        education: '本科及以上',
        publishedAt: '2026-11-12',
        duties: [
          '负责智能风控决策引擎、授信审批等核心系统的架构设计与开发，保障高并发场景下的稳定性与低延迟',
          '参与微服务治理、分布式事务、缓存与消息中间件的技术选型和性能优化',
          '主持核心模块的代码评审与技术方案评审，推动工程质量和研发效能持续提升',
          '配合银行、消费金融客户完成私有化部署、信创环境适配与生产性能调优',
          '指导初中级工程师，沉淀技术文档与开发规范',
        ],
        requirements: [
          '计算机及相关专业本科及以上学历，5年以上Java后端开发经验',
          '精通Java并发编程与JVM调优，熟练使用Spring Boot、Spring Cloud、MyBatis等框架',
          '熟悉MySQL、Redis、Kafka、Elasticsearch，具备分库分表及亿级日请求量系统的实战经验',
          '有银行信贷、支付清算等金融核心系统开发经验者优先',
          '责任心强，具备良好的沟通能力，能够在压力下保障生产系统稳定运行',
        ],
        email: HR_EMAIL,
      },
      {
        id: 2,
        title: '风控模型科学家',
        city: '北京',
        category: '风控',
        department: '智能风控事业部·模型研发中心',
        headcount: 2,
        experience: '3-5年',
        education: '硕士及以上',
        publishedAt: '2026-11-10',
        duties: [
          '面向银行、消费金融公司与网络小贷客户，开发申请评分、行为评分、催收评分等信用风险模型',
          '探索图神经网络、时序模型及大模型技术在反欺诈和贷中预警场景中的应用',
          '搭建模型监控体系，持续跟踪PSI、KS、AUC等指标并推动模型迭代',
          '撰写模型开发与验证文档，满足监管对模型风险管理的要求',
          '与产品、工程团队紧密合作，将建模成果沉淀为可复用的标准化产品',
        ],
        requirements: [
          '统计学、数学、计算机、金融工程等相关专业硕士及以上学历',
          '3年以上信贷风控建模经验，熟练掌握评分卡、XGBoost、LightGBM等建模方法',
          '熟练使用Python与SQL，熟悉Spark、Hive等大数据处理工具',
          '深入理解信贷业务流程与征信数据，具备良好的业务敏感度',
          '有头部金融机构建模经历、顶级会议论文或数据竞赛获奖者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 3,
        title: '大数据开发工程师',
        city: '杭州',
        category: '技术',
        department: '数据平台部',
        headcount: 3,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-11-06',
        duties: [
          '负责公司数据中台离线与实时数据仓库的建设，支撑风控、营销等业务的数据分析需求',
          '基于Flink、Spark开发实时特征计算与指标加工任务，保障数据的时效性与准确性',
          '参与数据治理、元数据管理与数据质量监控平台的设计与开发',
          '落实数据分级分类与脱敏要求，配合隐私计算平台完成多方数据的安全融合',
        ],
        requirements: [
          '计算机相关专业本科及以上学历，3年以上大数据开发经验',
          '熟悉Hadoop生态，精通Spark、Flink、Hive中的至少两项，熟练掌握SQL调优',
          '熟练使用Java或Scala，具备数据仓库分层建模经验',
          '了解Doris、ClickHouse等OLAP引擎者优先',
          '有金融行业数据项目经验、熟悉个人信息保护相关法规者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 4,
        title: '高级前端开发工程师',
        city: '成都',
        category: '技术',
        department: '技术研发中心·前端架构组',
        headcount: 2,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-10-28',
        duties: [
          '负责风控决策平台、营销运营平台等企业级产品的前端架构设计与核心功能开发',
          '建设组件库、可视化规则编排器与低代码配置能力，提升项目交付效率',
          '优化大数据量表格与图表场景下的渲染性能和交互体验',
          '推进前端工程化、自动化测试与线上监控体系建设',
        ],
        requirements: [
          '计算机相关专业本科及以上学历，3年以上前端开发经验',
          '精通TypeScript，熟悉Vue 3或React及其生态，理解浏览器渲染原理',
          '熟悉Vite、Webpack等构建工具，有组件库或中后台框架建设经验',
          '熟悉ECharts、AntV等可视化方案者优先',
          '具备良好的编码习惯与产品意识，乐于与设计、后端同事协作',
        ],
        email: HR_EMAIL,
      },
      {
        id: 5,
        title: '信息安全工程师',
        city: '北京',
        category: '技术',
        department: '信息安全部',
        headcount: 2,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-10-15',
        duties: [
          '负责公司产品与内部系统的安全评估、渗透测试和代码审计',
          '建设和运营安全运营中心，处置安全事件并开展溯源分析',
          '推动网络安全等级保护三级、ISO/IEC 27001等体系的落地与年度复审',
          '配合金融机构客户完成供应商安全尽职调查与监管检查',
          '组织全员安全意识培训与钓鱼邮件演练',
        ],
        requirements: [
          '信息安全、计算机相关专业本科及以上学历，3年以上安全领域工作经验',
          '熟悉OWASP Top 10与常见攻防技术，熟练使用Burp Suite等安全工具',
          '熟悉Linux、容器与云平台安全加固，了解零信任架构',
          '熟悉《网络安全法》《数据安全法》及金融行业网络安全监管要求',
          '持有CISP、CISSP、OSCP等证书者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 6,
        title: 'AI算法工程师（大模型方向）',
        city: '上海',
        category: '技术',
        department: 'AI实验室',
        headcount: 3,
        experience: '3-5年',
        education: '硕士及以上',
        publishedAt: '2026-09-22',
        duties: [
          '负责金融领域大模型的微调、评测与推理优化，服务智能客服、信贷报告生成等场景',
          '构建检索增强生成（RAG）与智能体框架，打通企业知识库与业务系统',
          '研究模型对齐与安全防护技术，降低幻觉与合规风险',
          '跟踪学术前沿，推动研究成果在产品中的工程化落地',
        ],
        requirements: [
          '计算机、人工智能相关专业硕士及以上学历，3年以上自然语言处理或大模型相关经验',
          '熟练掌握PyTorch，熟悉Transformer结构及LoRA等参数高效微调方法',
          '熟悉vLLM等推理框架以及模型量化、蒸馏技术',
          '有金融、法律等垂直领域大模型落地经验者优先',
          '在ACL、NeurIPS等顶级会议发表过论文者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 7,
        title: '风控平台产品经理',
        city: '北京',
        category: '产品',
        department: '智能风控事业部',
        headcount: 2,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-11-14',
        duties: [
          '负责智能风控决策平台的产品规划，覆盖规则引擎、策略编排、模型管理与贷后监控等模块',
          '深入调研银行、消费金融客户的风控流程，沉淀标准化解决方案',
          '撰写需求文档与产品原型，协同研发、测试团队推进版本按期交付',
          '跟踪产品上线后的使用数据与客户反馈，持续优化产品体验',
          '支持售前方案讲解和重点客户项目交付',
        ],
        requirements: [
          '本科及以上学历，3年以上企业级产品经验，其中至少2年金融风控相关产品经验',
          '熟悉信贷全流程，理解反欺诈、授信、定价、贷后管理等环节的风控逻辑',
          '具备优秀的逻辑分析与文档能力，熟练使用Axure、Figma等工具',
          '掌握SQL及基础数据分析方法',
          '有决策引擎或规则引擎产品经验者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 8,
        title: '保险科技产品经理',
        city: '上海',
        category: '产品',
        department: '保险科技事业部',
        headcount: 1,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-10-09',
        duties: [
          '负责智能核保、理赔反欺诈等保险科技产品的规划设计与版本迭代',
          '对接寿险、财险公司业务与科技部门，梳理需求并转化为产品方案',
          '协调数据、算法与工程团队，推动产品功能在客户侧顺利落地',
          '研究行业政策与竞品动态，提出产品演进路线',
        ],
        requirements: [
          '本科及以上学历，3年以上保险或保险科技领域产品经验',
          '熟悉核保、理赔、保全等保险业务流程',
          '具备良好的数据分析能力与跨团队沟通协调能力',
          '有健康险或车险数字化项目经验者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 9,
        title: '反欺诈策略分析师',
        city: '深圳',
        category: '风控',
        department: '智能风控事业部·策略中心',
        headcount: 3,
        experience: '1-3年',
        education: '本科及以上',
        publishedAt: '2026-11-03',
        duties: [
          '针对消费信贷、网络小贷等场景，设计并迭代申请反欺诈与交易反欺诈策略',
          '基于设备指纹、关系网络等数据识别团伙欺诈、中介包装等风险模式',
          '监控策略效果，开展AB测试与归因分析，定期输出风险分析报告',
          '为客户项目提供策略咨询，并负责上线后的效果复盘',
        ],
        requirements: [
          '统计、数学、金融、计算机等相关专业本科及以上学历，1年以上风控策略经验',
          '熟练使用SQL和Python，能够独立完成数据提取与分析',
          '熟悉常见欺诈手法与反欺诈工具，对数据敏感、逻辑清晰',
          '有持牌金融机构或大型互联网平台反欺诈经验者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 10,
        title: '信贷风险策略经理',
        city: '上海',
        category: '风控',
        department: '普惠金融事业部',
        headcount: 2,
        experience: '5-10年',
        education: '本科及以上',
        publishedAt: '2026-09-15',
        duties: [
          '负责小微企业贷款与个人经营贷产品的授信、定价和额度策略设计',
          '结合税务、发票、工商等数据搭建小微企业风险评估框架',
          '协助银行客户制定覆盖贷前、贷中、贷后的全流程风险管理方案',
          '跟踪资产质量表现，对逾期率与迁徙率进行归因分析并提出策略调整建议',
          '培养和指导初级策略分析师',
        ],
        requirements: [
          '金融、经济、统计等相关专业本科及以上学历，5年以上信贷风险管理经验',
          '熟悉小微金融业务模式及相关监管政策',
          '熟练使用SQL、Python或SAS开展数据分析',
          '具备优秀的沟通与汇报能力，能够独立面对客户管理层',
          '有银行或消费金融公司风险管理岗位经验者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 11,
        title: '银行大客户经理',
        city: '北京',
        category: '销售',
        department: '银行事业部',
        headcount: 3,
        experience: '5-10年',
        education: '本科及以上',
        publishedAt: '2026-10-21',
        duties: [
          '负责全国性股份制银行、城市商业银行等重点客户的开拓与关系维护',
          '挖掘客户在数字化风控、精准营销与数据分析方面的需求，制定客户经营计划',
          '组织售前、产品与交付团队完成方案设计、招投标和商务谈判',
          '跟进合同签订与回款，完成年度销售目标',
        ],
        requirements: [
          '本科及以上学历，5年以上面向银行的IT或金融科技销售经验',
          '熟悉银行采购流程以及科技部门、业务部门的决策链条',
          '具备良好的客户资源与出色的商务谈判能力',
          '能够适应较为频繁的出差',
          '有千万元级项目独立签单经验者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 12,
        title: '保险解决方案顾问',
        city: '深圳',
        category: '销售',
        department: '保险科技事业部',
        headcount: 2,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-08-26',
        duties: [
          '面向华南地区寿险、财险公司及保险中介机构提供保险科技解决方案咨询',
          '深入理解客户在获客、核保、理赔等环节的痛点，输出针对性方案与投入产出分析',
          '主导方案宣讲、产品演示与概念验证测试，推动项目签约',
          '收集市场与客户反馈，协助产品团队优化产品能力',
        ],
        requirements: [
          '本科及以上学历，3年以上保险行业或保险科技解决方案相关经验',
          '熟悉保险公司业务流程与信息化建设现状',
          '具备出色的方案撰写能力与演讲表达能力',
          '持有保险从业相关资格证书者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 13,
        title: '消费金融行业客户总监',
        city: '深圳',
        category: '销售',
        department: '消费金融事业部',
        headcount: 1,
        experience: '8年以上',
        education: '本科及以上',
        publishedAt: '2026-08-18',
        duties: [
          '负责华南区域消费金融公司、汽车金融公司及互联网平台客户的整体业务拓展',
          '制定区域销售策略，带领团队完成年度签约与收入目标',
          '与客户高层建立长期合作关系，推动续约与交叉销售',
          '协同产品、风控团队与客户开展联合建模、联合运营等深度合作',
        ],
        requirements: [
          '本科及以上学历，8年以上金融科技或金融IT行业销售经验，3年以上团队管理经验',
          '熟悉消费金融业务模式与行业监管动态',
          '在消费金融、汽车金融领域拥有丰富的客户资源',
          '具备优秀的战略思维、谈判能力与团队领导力',
        ],
        email: HR_EMAIL,
      },
      {
        id: 14,
        title: '售前解决方案经理',
        city: '成都',
        category: '销售',
        department: '西南区域中心',
        headcount: 2,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-08-07',
        duties: [
          '负责西南地区城商行、农商行及小额贷款公司的售前技术支持',
          '根据客户需求编写技术方案与投标文件，并完成产品演示',
          '参与客户需求调研，协助销售团队推动项目落地',
          '组织客户交流会与产品培训，提升客户对公司产品的认知',
        ],
        requirements: [
          '计算机、金融等相关专业本科及以上学历，3年以上金融行业售前或咨询经验',
          '熟悉银行信贷、风控或营销业务，了解主流技术架构',
          '文字功底扎实，熟练使用PPT、Visio等工具',
          '学习能力和演讲表达能力强，能够适应出差',
        ],
        email: HR_EMAIL,
      },
      {
        id: 15,
        title: '法律合规经理',
        city: '北京',
        category: '职能',
        department: '法律合规部',
        headcount: 1,
        experience: '5-10年',
        education: '本科及以上',
        publishedAt: '2026-10-30',
        duties: [
          '跟踪个人信息保护、数据安全与金融科技领域的法律法规和监管政策，评估其对公司业务的影响',
          '审核业务合同、数据合作协议与隐私政策，出具法律意见',
          '建立健全数据合规管理体系，组织开展个人信息保护影响评估',
          '落实香港联交所上市公司合规要求，参与信息披露与关连交易审查',
          '开展内部合规培训，处理监管问询及外部法律事务',
        ],
        requirements: [
          '法学专业本科及以上学历，已通过国家统一法律职业资格考试',
          '5年以上律师事务所、金融机构或科技公司法务合规工作经验',
          '熟悉《个人信息保护法》《数据安全法》及金融监管相关规定',
          '具备优秀的中英文写作能力，有香港上市公司合规工作经验者优先',
        ],
        email: HR_EMAIL,
      },
      {
        id: 16,
        title: '人力资源业务伙伴（HRBP）',
        city: '杭州',
        category: '职能',
        department: '人力资源部',
        headcount: 1,
        experience: '3-5年',
        education: '本科及以上',
        publishedAt: '2026-09-08',
        duties: [
          '作为研发团队的人力资源业务伙伴，支持组织发展、人才盘点与团队建设',
          '负责杭州研发中心的招聘规划与关键岗位招聘',
          '推动绩效管理、晋升评审与员工发展项目在业务部门落地',
          '关注员工关系与团队氛围，协助管理者解决员工问题',
        ],
        requirements: [
          '人力资源管理、心理学等相关专业本科及以上学历，3年以上HRBP或招聘工作经验',
          '有互联网或科技公司研发团队支持经验者优先',
          '熟悉劳动法律法规及人力资源各模块工作',
          '具备良好的沟通影响力、同理心与问题解决能力',
        ],
        email: HR_EMAIL,
      },
    ],
    en: [
      {
        id: 501,
        title: 'Senior Java Engineer',
        city: 'Beijing',
        category: 'Engineering',
        department: 'Technology R&D Center · Core Platform',
        headcount: 3,
        experience: '5–10 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-11-12',
        duties: [
          'Design and build core systems such as our risk decision engine and credit approval platform, keeping them stable and low-latency under heavy concurrency',
          'Help choose and tune our microservice governance, distributed transaction, caching and messaging middleware',
          'Lead code and design reviews for core modules and raise engineering quality and delivery speed',
          'Support on-premises deployments for banks and consumer finance clients, including domestic-stack compatibility and production performance tuning',
          'Mentor junior and mid-level engineers and build up our technical documentation and coding standards',
        ],
        requirements: [
          "Bachelor's degree or above in computer science or a related field, with 5+ years of Java back-end development",
          'Deep knowledge of Java concurrency and JVM tuning; hands-on with Spring Boot, Spring Cloud and MyBatis',
          'Solid experience with MySQL, Redis, Kafka and Elasticsearch, including database sharding and systems handling hundreds of millions of requests a day',
          'Experience building core financial systems such as lending or payment clearing is a strong plus',
          'A strong sense of ownership, clear communication and the composure to keep production systems running under pressure',
        ],
        email: HR_EMAIL,
      },
      {
        id: 502,
        title: 'Risk Model Scientist',
        city: 'Beijing',
        category: 'Risk',
        department: 'Intelligent Risk Control · Model Development Center',
        headcount: 2,
        experience: '3–5 years',
        education: "Master's degree or above",
        publishedAt: '2026-11-10',
        duties: [
          'Develop application, behavioural and collection scorecards and other credit risk models for banks, consumer finance companies and online lenders',
          'Explore graph neural networks, sequence models and large language models for fraud detection and early-warning use cases',
          'Build model monitoring that tracks PSI, KS and AUC, and drive timely model refreshes',
          'Write model development and validation documentation that meets regulatory expectations for model risk management',
          'Work closely with product and engineering to turn modelling work into reusable, standardized products',
        ],
        requirements: [
          "Master's degree or above in statistics, mathematics, computer science, financial engineering or a related field",
          '3+ years of credit risk modelling, with strong command of scorecards, XGBoost and LightGBM',
          'Fluent in Python and SQL; familiar with Spark, Hive or similar big-data tools',
          'A thorough understanding of lending processes and credit bureau data, and good business judgement',
          'Modelling experience at a leading financial institution, top-tier publications or data competition awards are a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 503,
        title: 'Big Data Engineer',
        city: 'Hangzhou',
        category: 'Engineering',
        department: 'Data Platform',
        headcount: 3,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-11-06',
        duties: [
          'Build the batch and real-time data warehouses of our data middle platform, powering analytics for risk control and marketing',
          'Develop real-time feature computation and metric pipelines on Flink and Spark, ensuring data is timely and accurate',
          'Help design and build our data governance, metadata management and data quality monitoring platforms',
          'Apply data classification and masking rules, and work with our privacy-computing platform to combine data from multiple parties securely',
        ],
        requirements: [
          "Bachelor's degree or above in computer science or a related field, with 3+ years of big data development",
          'Familiar with the Hadoop ecosystem and expert in at least two of Spark, Flink and Hive; strong SQL tuning skills',
          'Proficient in Java or Scala, with experience in layered data warehouse modelling',
          'Knowledge of OLAP engines such as Doris or ClickHouse is a plus',
          'Experience with financial data projects and personal information protection rules is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 504,
        title: 'Senior Front-end Engineer',
        city: 'Chengdu',
        category: 'Engineering',
        department: 'Technology R&D Center · Front-end Architecture',
        headcount: 2,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-10-28',
        duties: [
          'Own the front-end architecture and core features of enterprise products such as our risk decision and marketing operations platforms',
          'Build our component library, visual rule editor and low-code configuration tools to speed up project delivery',
          'Improve rendering performance and interaction quality for data-heavy tables and charts',
          'Drive front-end engineering practices, automated testing and production monitoring',
        ],
        requirements: [
          "Bachelor's degree or above in computer science or a related field, with 3+ years of front-end development",
          'Expert in TypeScript, experienced with Vue 3 or React and their ecosystems, and a clear grasp of how browsers render',
          'Familiar with Vite, Webpack and similar tooling; experience building component libraries or admin frameworks',
          'Experience with ECharts, AntV or other visualization libraries is a plus',
          'Clean coding habits, product sense and an appetite for working closely with designers and back-end engineers',
        ],
        email: HR_EMAIL,
      },
      {
        id: 505,
        title: 'Security Engineer',
        city: 'Beijing',
        category: 'Engineering',
        department: 'Information Security',
        headcount: 2,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-10-15',
        duties: [
          'Carry out security assessments, penetration tests and code audits of our products and internal systems',
          'Build and run our security operations center, handling incidents and leading forensic investigations',
          'Drive Multi-Level Protection Scheme Level 3 and ISO/IEC 27001 compliance, including annual reassessments',
          'Support financial institution clients through vendor security due diligence and regulatory inspections',
          'Run company-wide security awareness training and phishing simulations',
        ],
        requirements: [
          "Bachelor's degree or above in information security, computer science or a related field, with 3+ years in security",
          'Solid knowledge of the OWASP Top 10 and common attack and defence techniques; fluent with Burp Suite and similar tools',
          'Experienced in hardening Linux, containers and cloud platforms; familiar with zero-trust architecture',
          "Familiar with China's Cybersecurity Law, Data Security Law and the financial sector's cybersecurity requirements",
          'CISP, CISSP or OSCP certification is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 506,
        title: 'AI Algorithm Engineer, Large Language Models',
        city: 'Shanghai',
        category: 'Engineering',
        department: 'AI Lab',
        headcount: 3,
        experience: '3–5 years',
        education: "Master's degree or above",
        publishedAt: '2026-09-22',
        duties: [
          'Fine-tune, evaluate and optimize inference for financial-domain large language models used in intelligent customer service and automated credit reports',
          'Build retrieval-augmented generation (RAG) and agent frameworks that connect enterprise knowledge bases with business systems',
          'Research alignment and safety techniques that reduce hallucination and compliance risk',
          'Follow the latest research and bring promising results into production',
        ],
        requirements: [
          "Master's degree or above in computer science, artificial intelligence or a related field, with 3+ years in NLP or large language models",
          'Strong PyTorch skills and a solid understanding of the Transformer architecture and parameter-efficient fine-tuning such as LoRA',
          'Familiar with inference frameworks such as vLLM and with quantization and distillation',
          'Experience deploying domain-specific models in finance, law or similar fields is a plus',
          'Publications at top venues such as ACL or NeurIPS are a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 507,
        title: 'Product Manager, Risk Control Platform',
        city: 'Beijing',
        category: 'Product',
        department: 'Intelligent Risk Control',
        headcount: 2,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-11-14',
        duties: [
          'Own the roadmap of our intelligent risk decision platform, covering the rule engine, strategy orchestration, model management and post-loan monitoring',
          'Study how banks and consumer finance clients run risk control and turn what you learn into standardized solutions',
          'Write requirements and prototypes, and work with engineering and QA to ship releases on schedule',
          'Track usage data and client feedback after launch and keep improving the product experience',
          'Support pre-sales presentations and delivery for key accounts',
        ],
        requirements: [
          "Bachelor's degree or above, with 3+ years in enterprise product management, including at least 2 years on financial risk products",
          'A clear understanding of the credit lifecycle and the risk logic behind anti-fraud, credit approval, pricing and collections',
          'Excellent analytical and writing skills; proficient with Axure, Figma or similar tools',
          'Working knowledge of SQL and basic data analysis',
          'Experience with decision-engine or rule-engine products is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 508,
        title: 'Product Manager, Insurance Technology',
        city: 'Shanghai',
        category: 'Product',
        department: 'Insurance Technology',
        headcount: 1,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-10-09',
        duties: [
          'Plan, design and iterate insurance technology products such as intelligent underwriting and claims fraud detection',
          'Work with business and IT teams at life and property insurers to capture requirements and shape them into product plans',
          'Coordinate data, algorithm and engineering teams to get new features live at client sites',
          'Monitor policy changes and competitors, and propose how the product should evolve',
        ],
        requirements: [
          "Bachelor's degree or above, with 3+ years of product experience in insurance or insurtech",
          'Familiar with underwriting, claims and policy servicing processes',
          'Strong data analysis skills and the ability to coordinate across teams',
          'Experience with health or motor insurance digitalization projects is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 509,
        title: 'Anti-Fraud Strategy Analyst',
        city: 'Shenzhen',
        category: 'Risk',
        department: 'Intelligent Risk Control · Strategy Center',
        headcount: 3,
        experience: '1–3 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-11-03',
        duties: [
          'Design and refine application and transaction fraud strategies for consumer lending and online microcredit',
          'Use device fingerprints, relationship networks and other data to uncover fraud rings and broker-packaged applications',
          'Monitor strategy performance, run A/B tests and attribution analysis, and publish regular risk reports',
          'Advise clients on strategy during projects and review results after go-live',
        ],
        requirements: [
          "Bachelor's degree or above in statistics, mathematics, finance, computer science or a related field, with 1+ year in risk strategy",
          'Fluent in SQL and Python and able to pull and analyse data independently',
          'Familiar with common fraud patterns and anti-fraud tools; sharp with numbers and rigorous in reasoning',
          'Anti-fraud experience at a licensed financial institution or a major internet platform is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 510,
        title: 'Credit Risk Strategy Manager',
        city: 'Shanghai',
        category: 'Risk',
        department: 'Inclusive Finance',
        headcount: 2,
        experience: '5–10 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-09-15',
        duties: [
          'Design credit approval, pricing and limit strategies for small business loans and personal business loans',
          'Build a small-business risk assessment framework using tax, invoice and company registration data',
          'Help bank clients design risk management covering the full loan lifecycle, from origination to collections',
          'Track asset quality, analyse delinquency and roll rates, and recommend strategy adjustments',
          'Coach and develop junior strategy analysts',
        ],
        requirements: [
          "Bachelor's degree or above in finance, economics, statistics or a related field, with 5+ years in credit risk management",
          'Familiar with small-business lending models and the regulations that govern them',
          'Proficient in SQL, Python or SAS for data analysis',
          'Excellent communication and presentation skills; comfortable working directly with client executives',
          'Risk management experience at a bank or consumer finance company is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 511,
        title: 'Key Account Manager, Banking',
        city: 'Beijing',
        category: 'Sales',
        department: 'Banking',
        headcount: 3,
        experience: '5–10 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-10-21',
        duties: [
          'Win and grow relationships with key accounts, including national joint-stock banks and city commercial banks',
          'Identify client needs in digital risk control, precision marketing and data analytics, and build account plans around them',
          'Bring together pre-sales, product and delivery teams for solution design, tenders and commercial negotiations',
          'Follow through on contracts and collections to hit annual sales targets',
        ],
        requirements: [
          "Bachelor's degree or above, with 5+ years selling IT or fintech solutions to banks",
          'A good grasp of bank procurement and of how technology and business departments make decisions',
          'An established client network and strong negotiation skills',
          'Willingness to travel frequently',
          'A track record of closing deals worth RMB 10 million or more is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 512,
        title: 'Insurance Solution Consultant',
        city: 'Shenzhen',
        category: 'Sales',
        department: 'Insurance Technology',
        headcount: 2,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-08-26',
        duties: [
          'Advise life insurers, property insurers and intermediaries across South China on insurance technology solutions',
          'Understand client pain points in customer acquisition, underwriting and claims, and present tailored solutions with a clear return on investment',
          'Lead solution presentations, product demos and proof-of-concept trials through to contract signing',
          'Collect market and client feedback to help the product team sharpen our offering',
        ],
        requirements: [
          "Bachelor's degree or above, with 3+ years in insurance or insurtech solution roles",
          'Familiar with how insurers operate and the state of their IT systems',
          'Excellent proposal writing and presentation skills',
          'Insurance industry qualifications are a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 513,
        title: 'Client Director, Consumer Finance',
        city: 'Shenzhen',
        category: 'Sales',
        department: 'Consumer Finance',
        headcount: 1,
        experience: '8+ years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-08-18',
        duties: [
          'Lead business development with consumer finance companies, auto finance companies and internet platforms across South China',
          'Set the regional sales strategy and lead the team to its annual bookings and revenue targets',
          'Build long-term relationships with client executives and drive renewals and cross-selling',
          'Work with our product and risk teams on deeper partnerships such as joint modelling and joint operations',
        ],
        requirements: [
          "Bachelor's degree or above, with 8+ years in fintech or financial IT sales and 3+ years managing a team",
          'A thorough understanding of consumer finance business models and regulatory developments',
          'A strong network among consumer finance and auto finance companies',
          'Strategic thinking, strong negotiation skills and proven team leadership',
        ],
        email: HR_EMAIL,
      },
      {
        id: 514,
        title: 'Pre-sales Solution Manager',
        city: 'Chengdu',
        category: 'Sales',
        department: 'Southwest Regional Center',
        headcount: 2,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-08-07',
        duties: [
          'Provide pre-sales technical support to city commercial banks, rural commercial banks and microfinance companies in Southwest China',
          'Write technical proposals and tender documents to client requirements, and run product demos',
          'Take part in requirement workshops and help the sales team move projects forward',
          'Organize client seminars and product training to build awareness of our products',
        ],
        requirements: [
          "Bachelor's degree or above in computer science, finance or a related field, with 3+ years in financial-sector pre-sales or consulting",
          'Familiar with bank lending, risk control or marketing, and with mainstream technical architectures',
          'Strong writing skills; proficient with PowerPoint, Visio and similar tools',
          'A quick learner and confident presenter who is happy to travel',
        ],
        email: HR_EMAIL,
      },
      {
        id: 515,
        title: 'Legal and Compliance Manager',
        city: 'Beijing',
        category: 'Corporate',
        department: 'Legal & Compliance',
        headcount: 1,
        experience: '5–10 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-10-30',
        duties: [
          'Track laws, regulations and supervisory policy on personal information protection, data security and fintech, and assess their impact on our business',
          'Review commercial contracts, data cooperation agreements and privacy policies, and give legal advice',
          'Build out our data compliance framework and run personal information protection impact assessments',
          'Uphold Hong Kong Stock Exchange listing rule requirements, including disclosure and connected transaction reviews',
          'Deliver internal compliance training and handle regulatory inquiries and external legal matters',
        ],
        requirements: [
          "Bachelor's degree or above in law, having passed China's National Unified Legal Professional Qualification Examination",
          '5+ years in legal or compliance roles at a law firm, financial institution or technology company',
          "Familiar with China's Personal Information Protection Law, Data Security Law and financial regulations",
          'Excellent written Chinese and English; compliance experience at a Hong Kong-listed company is a plus',
        ],
        email: HR_EMAIL,
      },
      {
        id: 516,
        title: 'HR Business Partner',
        city: 'Hangzhou',
        category: 'Corporate',
        department: 'Human Resources',
        headcount: 1,
        experience: '3–5 years',
        education: "Bachelor's degree or above",
        publishedAt: '2026-09-08',
        duties: [
          'Partner with our engineering teams on organizational development, talent reviews and team building',
          'Plan hiring for the Hangzhou R&D center and recruit for key roles',
          'Roll out performance management, promotion reviews and employee development programmes across business units',
          'Keep a close eye on employee relations and team morale, and help managers resolve people issues',
        ],
        requirements: [
          "Bachelor's degree or above in human resources, psychology or a related field, with 3+ years as an HRBP or recruiter",
          'Experience supporting engineering teams at an internet or technology company is a plus',
          'Familiar with labour law and all core HR functions',
          'Influential communication, empathy and a practical, problem-solving mindset',
        ],
        email: HR_EMAIL,
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Offices
  offices: {
    zh: [
      {
        id: 1,
        city: '北京',
        name: '北京总部',
        address: '北京市海淀区西北旺东路10号院中关村软件园二期7号楼',
        phone: '400-810-6689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: true,
        image: '/api/media/offices/beijing.svg',
      },
      {
        id: 2,
        city: '上海',
        name: '上海分公司',
        address: '上海市浦东新区世纪大道1168号东方金融广场B座19层',
        phone: '021-58826689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/shanghai.svg',
      },
      {
        id: 3,
        city: '深圳',
        name: '深圳分公司',
        address: '深圳市南山区粤海街道高新南十道63号深圳湾科技生态园10栋B座16层',
        phone: '0755-86626689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/shenzhen.svg',
      },
      {
        id: 4,
        city: '杭州',
        name: '杭州研发中心',
        address: '杭州市滨江区江南大道3850号创新大厦12层',
        phone: '0571-86696689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/hangzhou.svg',
      },
      {
        id: 5,
        city: '成都',
        name: '成都分公司',
        address: '四川省成都市高新区天府大道中段1366号天府软件园E区5栋8层',
        phone: '028-85326689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/chengdu.svg',
      },
    ],
    en: [
      {
        id: 501,
        city: 'Beijing',
        name: 'Beijing Headquarters',
        address: 'Building 7, Zhongguancun Software Park Phase II, 10 Xibeiwang East Road, Haidian District, Beijing',
        phone: '400-810-6689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: true,
        image: '/api/media/offices/beijing.svg',
      },
      {
        id: 502,
        city: 'Shanghai',
        name: 'Shanghai Office',
        address: '19/F, Tower B, Oriental Financial Plaza, 1168 Century Avenue, Pudong New Area, Shanghai',
        phone: '021-58826689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/shanghai.svg',
      },
      {
        id: 503,
        city: 'Shenzhen',
        name: 'Shenzhen Office',
        address:
          '16/F, Block B, Building 10, Shenzhen Bay Eco-Technology Park, 63 Gaoxin South 10th Road, Nanshan District, Shenzhen',
        phone: '0755-86626689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/shenzhen.svg',
      },
      {
        id: 504,
        city: 'Hangzhou',
        name: 'Hangzhou R&D Center',
        address: '12/F, Innovation Tower, 3850 Jiangnan Avenue, Binjiang District, Hangzhou',
        phone: '0571-86696689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/hangzhou.svg',
      },
      {
        id: 505,
        city: 'Chengdu',
        name: 'Chengdu Office',
        address:
          '8/F, Building 5, Zone E, Tianfu Software Park, 1366 Middle Section of Tianfu Avenue, High-tech Zone, Chengdu, Sichuan',
        phone: '028-85326689',
        email: 'contact@hanshufintech.cn',
        isHeadquarters: false,
        image: '/api/media/offices/chengdu.svg',
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Campus recruitment
  campusPosts: {
    zh: [
      {
        id: 1,
        title: '算法工程师（2027届校招）',
        category: '技术',
        cities: ['北京', '上海'],
        headcount: 8,
        description:
          '加入AI实验室或智能风控事业部，参与信用评分、反欺诈、金融大模型等方向的算法研究与落地。在资深导师的带领下，你将经历从数据探索、特征工程到模型上线与监控的完整链路，直接服务数百家金融机构。',
        requirements: [
          '2027届硕士或博士毕业生，计算机、统计学、数学、人工智能等相关专业',
          '机器学习基础扎实，熟练使用Python及PyTorch或TensorFlow',
          '有算法竞赛获奖、顶级会议论文或相关实习经历者优先',
          '具备良好的学习能力与团队合作精神',
        ],
      },
      {
        id: 2,
        title: '软件开发工程师（2027届校招）',
        category: '技术',
        cities: ['北京', '杭州', '成都'],
        headcount: 15,
        description:
          '参与风控决策引擎、数据中台、营销平台等核心系统的后端或前端开发，直面高并发、高可靠的金融级技术挑战。入职后将参加为期三个月的技术训练营，并在导师指导下完成项目轮岗。',
        requirements: [
          '2027届本科及以上毕业生，计算机、软件工程、电子信息等相关专业',
          '熟练掌握Java、Go、Python或TypeScript中至少一门语言，具备扎实的数据结构与算法基础',
          '了解数据库、操作系统与计算机网络等基础知识',
          '有开源项目贡献或ACM-ICPC等竞赛经历者优先',
        ],
      },
      {
        id: 3,
        title: '数据分析师（2027届校招）',
        category: '技术',
        cities: ['北京', '上海', '深圳'],
        headcount: 6,
        description:
          '围绕金融客户的经营与风险数据开展分析挖掘，搭建指标体系与分析看板，为产品优化、客户运营和风险管理提供数据洞察，让数据真正驱动业务决策。',
        requirements: [
          '2027届本科及以上毕业生，统计学、数学、经济学、计算机等相关专业',
          '熟练使用SQL以及Python或R，掌握常用统计分析方法',
          '能够使用Tableau、Power BI等工具完成数据可视化',
          '逻辑清晰、对数字敏感，具备良好的表达能力',
        ],
      },
      {
        id: 4,
        title: '产品经理培训生',
        category: '产品',
        cities: ['北京', '上海'],
        headcount: 5,
        description:
          '参加为期一年的产品培训生计划，在智能风控、精准营销、保险科技等产品线之间轮岗，跟随资深产品经理参与客户调研、需求设计与版本发布，成长为懂金融、懂技术的复合型产品人才。',
        requirements: [
          '2027届本科及以上毕业生，专业不限，计算机、金融、经济类专业优先',
          '对金融科技行业有浓厚兴趣，具备用户思维与逻辑分析能力',
          '具备良好的沟通协调能力与文档撰写能力',
          '有产品相关实习或校园项目经历者优先',
        ],
      },
      {
        id: 5,
        title: '风险分析师（2027届校招）',
        category: '风控',
        cities: ['北京', '上海', '深圳'],
        headcount: 6,
        description:
          '参与信贷风控策略与模型分析工作，包括风险指标监控、策略效果评估、客群分析与风险报告撰写。通过系统培养和真实项目历练，逐步成长为能够独立服务金融机构的风控专家。',
        requirements: [
          '2027届硕士毕业生（优秀本科生亦可），金融、统计、数学、经济等相关专业',
          '熟练使用SQL、Python或SAS，统计学基础扎实',
          '对信贷业务与风险管理有一定了解，有银行或金融科技公司风控实习经历者优先',
          '严谨细致，具备较强的抗压能力',
        ],
      },
      {
        id: 6,
        title: '管理培训生',
        category: '管理',
        cities: ['北京'],
        headcount: 4,
        description:
          '由公司高管担任导师，在24个月内于销售、产品、运营与战略等部门轮岗，参与重点客户项目和公司级战略课题，面向未来的业务负责人与管理者进行定向培养。',
        requirements: [
          '2027届硕士毕业生，专业不限，经济、金融、管理类专业优先',
          '在学生组织、社会实践或创业项目中展现出领导力',
          '具备出色的沟通表达、逻辑思维与学习能力',
          '英语可作为工作语言者优先',
          '认同公司价值观，愿意接受跨城市轮岗安排',
        ],
      },
    ],
    en: [
      {
        id: 501,
        title: 'Algorithm Engineer (Class of 2027)',
        category: 'Engineering',
        cities: ['Beijing', 'Shanghai'],
        headcount: 8,
        description:
          'Join the AI Lab or our Intelligent Risk Control division to research and deploy algorithms for credit scoring, fraud detection and financial large language models. Guided by a senior mentor, you will work through the full cycle from data exploration and feature engineering to model launch and monitoring, with your work serving hundreds of financial institutions.',
        requirements: [
          "Master's or doctoral graduates of 2027 in computer science, statistics, mathematics, artificial intelligence or a related field",
          'Solid machine learning fundamentals; fluent in Python and PyTorch or TensorFlow',
          'Competition awards, top-tier publications or relevant internships are a plus',
          'A fast learner and a good team player',
        ],
      },
      {
        id: 502,
        title: 'Software Engineer (Class of 2027)',
        category: 'Engineering',
        cities: ['Beijing', 'Hangzhou', 'Chengdu'],
        headcount: 15,
        description:
          'Build the back end or front end of core systems such as our risk decision engine, data middle platform and marketing platform, and take on the high-concurrency, high-reliability challenges of financial-grade software. New joiners start with a three-month engineering boot camp followed by mentored project rotations.',
        requirements: [
          "Bachelor's graduates or above of 2027 in computer science, software engineering, electronic information or a related field",
          'Proficient in at least one of Java, Go, Python or TypeScript, with solid data structures and algorithms',
          'A good grounding in databases, operating systems and computer networks',
          'Open-source contributions or programming contest experience such as ACM-ICPC are a plus',
        ],
      },
      {
        id: 503,
        title: 'Data Analyst (Class of 2027)',
        category: 'Engineering',
        cities: ['Beijing', 'Shanghai', 'Shenzhen'],
        headcount: 6,
        description:
          'Analyse the business and risk data of our financial clients, build metric systems and dashboards, and deliver insights that guide product improvements, client operations and risk management, so that data genuinely drives decisions.',
        requirements: [
          "Bachelor's graduates or above of 2027 in statistics, mathematics, economics, computer science or a related field",
          'Fluent in SQL plus Python or R, and comfortable with common statistical methods',
          'Able to build visualizations in Tableau, Power BI or similar tools',
          'Clear thinking, a feel for numbers and good communication skills',
        ],
      },
      {
        id: 504,
        title: 'Product Manager Trainee',
        category: 'Product',
        cities: ['Beijing', 'Shanghai'],
        headcount: 5,
        description:
          'A one-year programme rotating through our intelligent risk control, precision marketing and insurance technology product lines. Working alongside senior product managers on client research, requirement design and releases, you will grow into a product professional fluent in both finance and technology.',
        requirements: [
          "Bachelor's graduates or above of 2027 in any discipline; computer science, finance and economics are preferred",
          'A strong interest in fintech, user empathy and sound analytical thinking',
          'Good communication, coordination and writing skills',
          'Product internships or campus projects are a plus',
        ],
      },
      {
        id: 505,
        title: 'Risk Analyst (Class of 2027)',
        category: 'Risk',
        cities: ['Beijing', 'Shanghai', 'Shenzhen'],
        headcount: 6,
        description:
          'Work on credit risk strategy and model analysis, from monitoring risk indicators and evaluating strategies to segmenting customers and writing risk reports. Structured training and real client projects will prepare you to advise financial institutions on your own.',
        requirements: [
          "Master's graduates of 2027 (outstanding bachelor's graduates are also welcome) in finance, statistics, mathematics, economics or a related field",
          'Proficient in SQL, Python or SAS, with strong statistical foundations',
          'Some understanding of lending and risk management; risk internships at a bank or fintech company are a plus',
          'Meticulous, and calm under pressure',
        ],
      },
      {
        id: 506,
        title: 'Management Trainee',
        category: 'Management',
        cities: ['Beijing'],
        headcount: 4,
        description:
          'Mentored by a member of our senior management, you will spend 24 months rotating through sales, product, operations and strategy, working on key client projects and company-level strategic initiatives. The programme is designed to develop our next generation of business leaders.',
        requirements: [
          "Master's graduates of 2027 in any discipline; economics, finance and management are preferred",
          'Demonstrated leadership in student organizations, community work or entrepreneurial projects',
          'Outstanding communication, structured thinking and learning agility',
          'Working proficiency in English is a plus',
          'Shares our values and is willing to rotate between cities',
        ],
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Office environment
  environment: {
    zh: [
      {
        id: 1,
        city: '北京',
        title: '总部大堂',
        description:
          '挑高九米的总部大堂以数据流动为设计灵感，访客接待区设有实时数据大屏，展示瀚数科技服务的600余家金融机构在全国的分布。',
        image: '/api/media/environment/env-01.svg',
      },
      {
        id: 2,
        city: '北京',
        title: '开放式办公区',
        description:
          '研发团队所在的开放式办公区配备升降办公桌与人体工学座椅，按产品线划分协作单元，每个单元都有白板墙和站会区。',
        image: '/api/media/environment/env-02.svg',
      },
      {
        id: 3,
        city: '北京',
        title: 'AI实验室',
        description:
          'AI实验室配有算力集群接入终端与隐私计算测试环境，是算法团队开展模型研究、评测以及与客户联合建模的主要场所。',
        image: '/api/media/environment/env-03.svg',
      },
      {
        id: 4,
        city: '上海',
        title: '会议室',
        description:
          '上海分公司设有12间大小不一的会议室，均配备视频会议系统与无线投屏，方便与北京总部及各地客户高效协作。',
        image: '/api/media/environment/env-04.svg',
      },
      {
        id: 5,
        city: '深圳',
        title: '员工咖啡厅',
        description: '深圳分公司的咖啡厅每天供应现磨咖啡和茶饮，这里也是午后交流想法、举办技术分享会的热门地点。',
        image: '/api/media/environment/env-05.svg',
      },
      {
        id: 6,
        city: '北京',
        title: '健身房',
        description:
          '总部健身房面积约300平方米，设有有氧器械区、力量训练区和瑜伽室，每周安排多节团体课程，员工可免费使用。',
        image: '/api/media/environment/env-06.svg',
      },
      {
        id: 7,
        city: '杭州',
        title: '图书馆',
        description:
          '杭州研发中心的图书馆藏书两千余册，涵盖技术、金融、管理与人文社科等领域，员工可随时推荐书目，公司按季度采购上架。',
        image: '/api/media/environment/env-07.svg',
      },
      {
        id: 8,
        city: '成都',
        title: '空中露台',
        description: '成都分公司的露台绿植环绕，可远眺城市天际线，是午休放松、团队小型聚会和周五分享会的好去处。',
        image: '/api/media/environment/env-08.svg',
      },
    ],
    en: [
      {
        id: 501,
        city: 'Beijing',
        title: 'Headquarters Lobby',
        description:
          'Our nine-metre-high lobby takes its design cue from flowing data. A live display in the reception area maps the more than 600 financial institutions we serve across China.',
        image: '/api/media/environment/env-01.svg',
      },
      {
        id: 502,
        city: 'Beijing',
        title: 'Open-plan Office',
        description:
          'Our engineers work in an open-plan space with sit-stand desks and ergonomic chairs. It is organized into product-line pods, each with its own whiteboard wall and stand-up corner.',
        image: '/api/media/environment/env-02.svg',
      },
      {
        id: 503,
        city: 'Beijing',
        title: 'AI Lab',
        description:
          'Equipped with terminals for our computing cluster and a privacy-computing test environment, the AI Lab is where our algorithm team researches and evaluates models and builds joint models with clients.',
        image: '/api/media/environment/env-03.svg',
      },
      {
        id: 504,
        city: 'Shanghai',
        title: 'Meeting Rooms',
        description:
          'The Shanghai office has 12 meeting rooms of different sizes, all with video conferencing and wireless screen sharing, so teams can work seamlessly with headquarters and clients across the country.',
        image: '/api/media/environment/env-04.svg',
      },
      {
        id: 505,
        city: 'Shenzhen',
        title: 'Staff Café',
        description:
          'The Shenzhen café serves freshly ground coffee and tea every day, and it is a favourite spot for swapping ideas over an afternoon break or hosting tech talks.',
        image: '/api/media/environment/env-05.svg',
      },
      {
        id: 506,
        city: 'Beijing',
        title: 'Fitness Center',
        description:
          'The 300-square-metre gym at headquarters has cardio equipment, a strength training area and a yoga studio, with group classes every week, all free for employees.',
        image: '/api/media/environment/env-06.svg',
      },
      {
        id: 507,
        city: 'Hangzhou',
        title: 'Library',
        description:
          'The Hangzhou R&D Center library holds more than 2,000 books on technology, finance, management and the humanities. Anyone can suggest titles, and new books are added every quarter.',
        image: '/api/media/environment/env-07.svg',
      },
      {
        id: 508,
        city: 'Chengdu',
        title: 'Roof Terrace',
        description:
          'Surrounded by greenery and looking out over the city skyline, the Chengdu terrace is the go-to place for a lunchtime break, small team gatherings and Friday talks.',
        image: '/api/media/environment/env-08.svg',
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Employee life
  employeeLife: {
    zh: [
      {
        id: 1,
        title: '秋季团建：徒步京西古道',
        summary:
          '技术研发中心两百余名同事走进门头沟，用一天时间徒步十二公里京西古道。各小组沿途完成定向打卡任务，在山野间卸下键盘，也拉近了跨团队同事之间的距离。',
        image: '/api/media/life/life-01.svg',
        date: '2025-10-18',
      },
      {
        id: 2,
        title: '第八届员工运动会圆满落幕',
        summary:
          '来自五地办公室的六百多名员工参加了今年的运动会，角逐接力赛、拔河、羽毛球等十余个项目。成都分公司首次夺得团体总冠军，“数据极客队”则凭借创意方阵拿下最佳风采奖。',
        image: '/api/media/life/life-02.svg',
        date: '2025-05-17',
      },
      {
        id: 3,
        title: '2026年会：数说十二年，向新而行',
        summary:
          '公司成立第十二个年头的年会在北京举行，各地同事通过直播同步参与。年度优秀员工、最佳团队与技术创新奖在现场揭晓，由员工自编自导的节目将晚会推向高潮。',
        image: '/api/media/life/life-03.svg',
        date: '2026-01-24',
      },
      {
        id: 4,
        title: '“金融知识进乡村”志愿服务',
        summary:
          '成都分公司志愿者走进四川多个乡镇，为村民讲解防范电信诈骗、识别非法集资和安全使用移动支付等金融知识。活动全年累计开展二十余场，覆盖村民三千余人。',
        image: '/api/media/life/life-04.svg',
        date: '2025-09-06',
      },
      {
        id: 5,
        title: '第六届瀚数黑客马拉松',
        summary:
          '四十二支队伍在48小时内围绕大模型应用、隐私计算与风控可视化展开比拼。冠军作品“信贷尽调助手”已进入产品化评估，多个创意被纳入明年的产品规划。',
        image: '/api/media/life/life-05.svg',
        date: '2025-11-22',
      },
      {
        id: 6,
        title: '世界读书日主题读书会',
        summary:
          '在世界读书日当天，杭州研发中心读书会以“技术与人文”为主题，同事们分享了从系统设计到历史传记的阅读心得。读书会每月举办一次，已累计共读六十余本书。',
        image: '/api/media/life/life-06.svg',
        date: '2026-04-23',
      },
      {
        id: 7,
        title: '夏日家庭开放日',
        summary:
          '总部向员工家属敞开大门，孩子们参观了父母的工位和AI实验室，还在编程小课堂里完成了自己的第一个小游戏。活动让家人们更加了解瀚数人每天在做的事情。',
        image: '/api/media/life/life-07.svg',
        date: '2024-07-20',
      },
      {
        id: 8,
        title: '瀚数学院新晋管理者训练营',
        summary:
          '三十余位新晋管理者参加了为期三天的集中培训，围绕目标管理、辅导反馈与团队沟通进行情景演练。公司高管亲自授课，分享带团队的实践经验。',
        image: '/api/media/life/life-08.svg',
        date: '2026-03-14',
      },
    ],
    en: [
      {
        id: 501,
        title: 'Autumn Team Day on the Ancient Western Beijing Trail',
        summary:
          'More than 200 colleagues from our Technology R&D Center spent a day hiking 12 kilometres of the historic trail through Mentougou. Teams completed orienteering challenges along the way, leaving their keyboards behind and getting to know colleagues from other teams.',
        image: '/api/media/life/life-01.svg',
        date: '2025-10-18',
      },
      {
        id: 502,
        title: 'Our Eighth Sports Day',
        summary:
          'Over 600 employees from all five offices competed in more than ten events, from relay races and tug-of-war to badminton. The Chengdu office took the overall team title for the first time, while the Data Geeks won the best parade award for their creative routine.',
        image: '/api/media/life/life-02.svg',
        date: '2025-05-17',
      },
      {
        id: 503,
        title: 'Annual Celebration 2026: Twelve Years in Data',
        summary:
          'Our twelfth annual celebration took place in Beijing, with colleagues in every office joining via live stream. Employee of the Year, Best Team and Technology Innovation awards were presented, and shows written and performed by our own people stole the evening.',
        image: '/api/media/life/life-03.svg',
        date: '2026-01-24',
      },
      {
        id: 504,
        title: 'Financial Literacy for Rural Communities',
        summary:
          'Volunteers from our Chengdu office visited towns across Sichuan to help residents spot telecom fraud and illegal fundraising schemes and use mobile payments safely. Over the year they ran more than 20 sessions reaching over 3,000 villagers.',
        image: '/api/media/life/life-04.svg',
        date: '2025-09-06',
      },
      {
        id: 505,
        title: 'The Sixth Hanshu Hackathon',
        summary:
          'Forty-two teams had 48 hours to build with large language models, privacy computing and risk visualization. The winning entry, a credit due-diligence assistant, is now being evaluated for productization, and several other ideas have made it onto next year’s roadmap.',
        image: '/api/media/life/life-05.svg',
        date: '2025-11-22',
      },
      {
        id: 506,
        title: 'World Book Day Reading Club',
        summary:
          'On World Book Day, the Hangzhou R&D Center reading club met around the theme of technology and the humanities, with colleagues sharing books ranging from system design to historical biography. The club meets monthly and has read more than 60 books together.',
        image: '/api/media/life/life-06.svg',
        date: '2026-04-23',
      },
      {
        id: 507,
        title: 'Summer Family Day',
        summary:
          'Headquarters opened its doors to employees’ families. Children visited their parents’ desks and the AI Lab, then built their very first game in a beginner coding class, giving families a real look at what we do every day.',
        image: '/api/media/life/life-07.svg',
        date: '2024-07-20',
      },
      {
        id: 508,
        title: 'Hanshu Academy Boot Camp for New Managers',
        summary:
          'More than 30 newly promoted managers took part in a three-day intensive programme, practising goal setting, coaching and team communication through role play. Members of our senior management taught sessions and shared what they have learned about leading teams.',
        image: '/api/media/life/life-08.svg',
        date: '2026-03-14',
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Pages
  pages: {
    zh: [
      {
        key: 'contactus',
        title: '联系我们',
        subtitle: '期待与您携手，共建数字金融新生态',
        summary:
          '无论是商务合作、媒体采访、投资者沟通还是求职咨询，您都可以通过以下渠道联系瀚数科技，我们将尽快给予回复。',
        content: `<h2>欢迎联系瀚数科技</h2>
<p>瀚数科技总部位于北京中关村软件园，并在上海、深圳、杭州和成都设有分支机构，为全国600余家银行、消费金融公司、信托公司、保险公司、互联网金融平台及小额贷款公司提供数据分析、精准营销、保险科技、智能风控和普惠金融服务。</p>
<h3>总部地址</h3>
<p>北京市海淀区西北旺东路10号院中关村软件园二期7号楼</p>
<h3>联系渠道</h3>
<ul>
<li><strong>商务合作：</strong>400-810-6689，contact@hanshufintech.cn</li>
<li><strong>媒体垂询：</strong>press@hanshufintech.cn</li>
<li><strong>投资者关系：</strong>ir@hanshufintech.cn</li>
<li><strong>社会招聘：</strong>hr@hanshufintech.cn</li>
<li><strong>校园招聘：</strong>campus@hanshufintech.cn</li>
</ul>
<h3>服务时间</h3>
<p>服务热线工作时间为周一至周五 9:00–18:00（法定节假日除外）。已签约客户的生产系统紧急问题，请通过项目专属服务通道联系，我们提供7×24小时响应。</p>
<blockquote>为保障您的权益，瀚数科技不会以任何名义向个人收取贷款手续费或要求转账，如遇冒用我司名义的行为，请及时拨打服务热线核实。</blockquote>`,
        image: '/api/media/offices/beijing.svg',
        blocks: [
          {
            title: '商务合作',
            text: '金融机构产品咨询、方案交流与合作洽谈，请致电 400-810-6689 或发送邮件至 contact@hanshufintech.cn，我们将在一个工作日内安排专属顾问与您联系。',
          },
          {
            title: '媒体垂询',
            text: '采访邀约、新闻素材及品牌合作事宜，请发送邮件至 press@hanshufintech.cn，并注明媒体名称、采访主题与截稿时间。',
          },
          {
            title: '投资者关系',
            text: '瀚数科技于香港联合交易所主板上市（股份代号：6689.HK）。投资者及分析师垂询请发送邮件至 ir@hanshufintech.cn，或致电 400-810-6689。',
          },
          {
            title: '人才招聘',
            text: '社会招聘请将简历发送至 hr@hanshufintech.cn，校园招聘请联系 campus@hanshufintech.cn，邮件标题请注明“应聘岗位－城市－姓名”。',
          },
        ],
      },
      {
        key: 'join',
        title: '加入我们',
        subtitle: '与数据同行，让金融服务更高效、更普惠',
        summary:
          '在瀚数科技，你将与1,200多位伙伴一起，用数据和算法服务600余家金融机构，在真实而复杂的金融场景中快速成长。',
        content: `<h2>为什么选择瀚数科技</h2>
<p>自2014年在北京成立以来，瀚数科技始终专注于用数据智能服务金融行业。今天，我们拥有约1,200名员工，其中超过60%从事研发工作；2021年7月，公司在香港联合交易所主板上市。在这里，你写下的每一行代码、设计的每一条策略，都会在银行、保险公司和消费金融机构的真实业务中发挥作用。</p>
<h3>成长：给每个人清晰的发展路径</h3>
<ul>
<li><strong>双通道晋升：</strong>专业序列与管理序列并行，每年两次晋升评审，技术专家同样可以成长为公司级核心人才。</li>
<li><strong>瀚数学院：</strong>覆盖新员工融入、专业技能、领导力发展的系统课程，每位员工每年享有不少于40学时的培训。</li>
<li><strong>导师制度：</strong>新员工入职即配备业务导师，在真实项目中学习，快速上手。</li>
</ul>
<h3>福利：让你安心投入工作</h3>
<ul>
<li>五险一金足额缴纳，另有补充商业医疗保险，覆盖员工及子女</li>
<li>年度健康体检、带薪年假与额外福利假期</li>
<li>核心人才股权激励计划，与公司共享长期成长</li>
<li>餐饮补贴、通讯补贴、节日礼品，以及健身房、咖啡厅等办公配套</li>
</ul>
<h3>文化：专业、坦诚、长期主义</h3>
<p>我们相信金融科技的价值在于帮助金融机构更好地服务每一个人。我们鼓励坦诚沟通、对风险保持敬畏、用数据说话，也珍视每一位同事在工作之外的生活。</p>`,
        image: '/api/media/environment/env-02.svg',
        blocks: [
          {
            title: '在实战中成长',
            text: '参与服务600余家金融机构的核心项目，双通道晋升体系与瀚数学院课程，帮助你在专业与管理方向上持续进阶。',
            image: '/api/media/life/life-08.svg',
          },
          {
            title: '全面的福利保障',
            text: '五险一金、补充商业医疗保险、年度体检、带薪年假与股权激励，让你和家人都能安心。',
            image: '/api/media/environment/env-06.svg',
          },
          {
            title: '开放坦诚的文化',
            text: '扁平高效的团队、黑客马拉松、读书会与运动会，在这里，好的想法总能被听见，热爱也总能找到同伴。',
            image: '/api/media/life/life-05.svg',
          },
        ],
      },
      {
        key: 'campus',
        title: '2027届校园招聘',
        subtitle: '数聚未来，与瀚数一起定义金融科技的下一站',
        summary:
          '瀚数科技2027届校园招聘正式启动，面向2027年毕业的本科、硕士及博士毕业生，开放算法、研发、数据、产品、风控与管理培训等方向岗位。',
        content: `<h2>2027届校园招聘正式启动</h2>
<p>瀚数科技面向2026年9月至2027年8月期间毕业的海内外高校学生，开放算法工程师、软件开发工程师、数据分析师、产品经理培训生、风险分析师和管理培训生等岗位，工作地点覆盖北京、上海、深圳、杭州和成都。</p>
<h3>招聘日程</h3>
<table>
<thead><tr><th>阶段</th><th>时间</th><th>说明</th></tr></thead>
<tbody>
<tr><td>网申</td><td>2026年9月1日—10月31日</td><td>每人最多可填报两个志愿</td></tr>
<tr><td>笔试</td><td>2026年9月15日起分批进行</td><td>线上进行，通过后通知面试</td></tr>
<tr><td>面试</td><td>2026年10月—11月</td><td>专业面、交叉面与综合面</td></tr>
<tr><td>Offer</td><td>2026年11月起陆续发放</td><td>签约后可申请提前实习</td></tr>
</tbody>
</table>
<h3>招聘流程</h3>
<ol>
<li><strong>网申：</strong>在官网校园招聘页面选择岗位并提交简历。</li>
<li><strong>笔试：</strong>技术类岗位考查编程与专业基础，非技术类岗位考查逻辑推理与行业认知。</li>
<li><strong>面试：</strong>通常包括两至三轮，部分岗位在北京、上海、成都等地设置现场面试。</li>
<li><strong>Offer：</strong>面试通过后发放录用通知，并邀请参加入职前的校园大使与实习项目。</li>
</ol>
<h3>培养计划</h3>
<p>所有应届生入职后将参加“瀚星计划”，包括为期两周的集中入职培训、一对一导师辅导和为期一年的成长跟踪，优秀新人可获得破格晋升机会。</p>
<p>如有疑问，请发送邮件至 campus@hanshufintech.cn。</p>`,
        image: '/api/media/campus/campus.svg',
        blocks: [
          {
            title: '网申',
            text: '2026年9月1日至10月31日开放网申，每位同学最多可选择两个志愿岗位，请确保简历信息真实完整。',
          },
          {
            title: '笔试',
            text: '自2026年9月15日起分批在线笔试，技术类岗位考查编程与专业知识，非技术类岗位考查逻辑与行业理解。',
          },
          {
            title: '面试',
            text: '2026年10月至11月进行两至三轮面试，由业务负责人与资深专家担任面试官，支持线上与现场两种形式。',
          },
          {
            title: 'Offer',
            text: '2026年11月起陆续发放录用通知，签约同学可申请提前实习，并加入“瀚星计划”开启职业第一步。',
          },
        ],
      },
    ],
    en: [
      {
        key: 'contactus',
        title: 'Contact Us',
        subtitle: "Let's build the future of digital finance together",
        summary:
          'Whether you are exploring a partnership, working on a story, following us as an investor or looking for your next role, here is how to reach Hanshu FinTech.',
        content: `<h2>Get in touch with Hanshu FinTech</h2>
<p>Headquartered at Zhongguancun Software Park in Beijing, with offices in Shanghai, Shenzhen, Hangzhou and Chengdu, Hanshu FinTech provides data analysis, precision marketing, insurance technology, intelligent risk control and inclusive finance services to more than 600 banks, consumer finance companies, trust companies, insurers, online lenders and microfinance companies.</p>
<h3>Headquarters</h3>
<p>Building 7, Zhongguancun Software Park Phase II, 10 Xibeiwang East Road, Haidian District, Beijing</p>
<h3>How to reach us</h3>
<ul>
<li><strong>Business enquiries:</strong> 400-810-6689, contact@hanshufintech.cn</li>
<li><strong>Media:</strong> press@hanshufintech.cn</li>
<li><strong>Investor relations:</strong> ir@hanshufintech.cn</li>
<li><strong>Experienced hires:</strong> hr@hanshufintech.cn</li>
<li><strong>Campus recruitment:</strong> campus@hanshufintech.cn</li>
</ul>
<h3>Opening hours</h3>
<p>Our service line is staffed Monday to Friday, 9:00 to 18:00 Beijing time, except public holidays. Clients with urgent production issues should use their dedicated project support channel, which is available 24/7.</p>
<blockquote>Hanshu FinTech never charges individuals loan fees or asks them to transfer money. If someone contacts you in our name asking for payment, please call our service line to check.</blockquote>`,
        image: '/api/media/offices/beijing.svg',
        blocks: [
          {
            title: 'Business Enquiries',
            text: 'For product information, solution discussions and partnerships, call 400-810-6689 or email contact@hanshufintech.cn. A dedicated consultant will get back to you within one business day.',
          },
          {
            title: 'Media',
            text: 'For interviews, press materials and brand collaborations, email press@hanshufintech.cn with your outlet, topic and deadline.',
          },
          {
            title: 'Investor Relations',
            text: 'Hanshu FinTech is listed on the Main Board of the Hong Kong Stock Exchange (stock code 6689.HK). Investors and analysts can email ir@hanshufintech.cn or call 400-810-6689.',
          },
          {
            title: 'Careers',
            text: 'Experienced candidates can send their CV to hr@hanshufintech.cn; students and graduates can reach our campus team at campus@hanshufintech.cn. Please put the position, city and your name in the subject line.',
          },
        ],
      },
      {
        key: 'join',
        title: 'Join Us',
        subtitle: 'Work with data to make financial services smarter and fairer',
        summary:
          'At Hanshu FinTech you will work with more than 1,200 colleagues, using data and algorithms to serve over 600 financial institutions, and grow fast on real, complex problems.',
        content: `<h2>Why Hanshu FinTech</h2>
<p>Since our founding in Beijing in 2014, we have focused on one thing: bringing data intelligence to financial services. Today we have about 1,200 employees, more than 60% of them in research and development, and since July 2021 we have been listed on the Main Board of the Hong Kong Stock Exchange. Every line of code you write and every strategy you design here runs in the real operations of banks, insurers and consumer finance companies.</p>
<h3>Growth: a clear path for everyone</h3>
<ul>
<li><strong>Dual career tracks:</strong> parallel specialist and management ladders with promotion reviews twice a year, so technical experts can rise as far as managers.</li>
<li><strong>Hanshu Academy:</strong> structured courses in onboarding, professional skills and leadership, with at least 40 hours of training per employee every year.</li>
<li><strong>Mentoring:</strong> every new joiner is paired with a mentor from day one and learns on live projects.</li>
</ul>
<h3>Benefits: so you can focus on great work</h3>
<ul>
<li>Full statutory social insurance and housing fund, plus supplementary medical cover for employees and their children</li>
<li>Annual health check-ups, paid annual leave and additional company leave days</li>
<li>An equity incentive plan for key talent, so you share in our long-term success</li>
<li>Meal and phone allowances, holiday gifts, and on-site amenities including a gym and café</li>
</ul>
<h3>Culture: professional, candid, in it for the long term</h3>
<p>We believe fintech matters because it helps financial institutions serve people better. We value candid conversation, a healthy respect for risk and decisions grounded in data, and we respect the lives our colleagues lead outside work.</p>`,
        image: '/api/media/environment/env-02.svg',
        blocks: [
          {
            title: 'Grow on Real Projects',
            text: 'Work on core projects for more than 600 financial institutions, with dual career tracks and Hanshu Academy courses to keep you moving forward as a specialist or a manager.',
            image: '/api/media/life/life-08.svg',
          },
          {
            title: 'Comprehensive Benefits',
            text: 'Social insurance and housing fund, supplementary medical cover, annual check-ups, paid leave and equity incentives give you and your family peace of mind.',
            image: '/api/media/environment/env-06.svg',
          },
          {
            title: 'An Open, Candid Culture',
            text: 'Flat, fast-moving teams, hackathons, reading clubs and sports days: good ideas get heard here, and whatever you are passionate about, you will find people who share it.',
            image: '/api/media/life/life-05.svg',
          },
        ],
      },
      {
        key: 'campus',
        title: 'Campus Recruitment 2027',
        subtitle: 'Help shape what comes next in fintech',
        summary:
          'Our 2027 campus programme is now open to bachelor’s, master’s and doctoral students graduating in 2027, with roles in algorithms, software engineering, data, product, risk and management.',
        content: `<h2>Campus Recruitment 2027 is open</h2>
<p>We welcome students from universities in China and abroad who graduate between September 2026 and August 2027. Openings include algorithm engineer, software engineer, data analyst, product manager trainee, risk analyst and management trainee, based in Beijing, Shanghai, Shenzhen, Hangzhou and Chengdu.</p>
<h3>Timeline</h3>
<table>
<thead><tr><th>Stage</th><th>Dates</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Online application</td><td>1 September – 31 October 2026</td><td>Up to two preferred positions per applicant</td></tr>
<tr><td>Written test</td><td>In rounds from 15 September 2026</td><td>Taken online; successful candidates are invited to interview</td></tr>
<tr><td>Interviews</td><td>October – November 2026</td><td>Technical, cross-team and final interviews</td></tr>
<tr><td>Offer</td><td>From November 2026</td><td>Early internships available after signing</td></tr>
</tbody>
</table>
<h3>Process</h3>
<ol>
<li><strong>Online application:</strong> choose your positions on our campus recruitment page and submit your CV.</li>
<li><strong>Written test:</strong> technical roles cover programming and core knowledge; other roles cover reasoning and industry understanding.</li>
<li><strong>Interviews:</strong> usually two or three rounds, with on-site interviews for some roles in Beijing, Shanghai and Chengdu.</li>
<li><strong>Offer:</strong> successful candidates receive an offer and are invited to join our campus ambassador and pre-joining internship programmes.</li>
</ol>
<h3>Development programme</h3>
<p>Every graduate joins the Hanshu Stars programme: two weeks of intensive onboarding, one-to-one mentoring and a year of tracked development, with fast-track promotion open to top performers.</p>
<p>Questions? Email campus@hanshufintech.cn.</p>`,
        image: '/api/media/campus/campus.svg',
        blocks: [
          {
            title: 'Online Application',
            text: 'Applications are open from 1 September to 31 October 2026. You can apply for up to two positions; please make sure your CV is accurate and complete.',
          },
          {
            title: 'Written Test',
            text: 'Online tests run in rounds from 15 September 2026. Technical roles are tested on programming and core knowledge, other roles on reasoning and industry understanding.',
          },
          {
            title: 'Interviews',
            text: 'Two or three rounds of interviews take place in October and November 2026, led by business heads and senior experts, either online or on site.',
          },
          {
            title: 'Offer',
            text: 'Offers go out from November 2026. Once you have signed, you can apply for an early internship and begin your career with the Hanshu Stars programme.',
          },
        ],
      },
    ],
  },
};
